import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import type { StartStepId } from '../wizard-start.ts';
import { PARENT_REQUIRED_SCREEN, WIZARD_STEPS } from '../wizard-steps.ts';
import {
  type StepProps,
  stepsForRole,
  TOTAL_STEPS,
  WIZARD_DESTINATION,
  type WizardData,
} from '../wizard-types.ts';
import { WizardProgress } from './wizard-progress.tsx';

/**
 * Runs the steps of WIZARD_STEPS for the chosen role, from the given start (step 1 for a visitor; see
 * planWizardStart). The wizard holds the one data object of every step, so going Back and forth keeps
 * what was entered.
 */
export function SignupWizard({
  initialData,
  startStepId,
}: {
  initialData: WizardData;
  startStepId: StartStepId;
}) {
  const navigate = useNavigate();
  const [data, setData] = useState<WizardData>(initialData);
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      stepsForRole(WIZARD_STEPS, initialData.role).findIndex((s) => s.id === startStepId),
    ),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);

  const steps = stepsForRole(WIZARD_STEPS, data.role);
  const step = data.parentRequired ? PARENT_REQUIRED_SCREEN : steps[Math.min(index, steps.length - 1)];
  const stepNumber = index + 1;
  const shownStep = useRef(step.id);

  // Moving between steps puts keyboard and screen-reader focus on the new step's heading.
  useEffect(() => {
    if (shownStep.current === step.id) return;
    shownStep.current = step.id;
    headingRef.current?.focus();
  }, [step.id]);

  const props: StepProps = {
    data,
    update: (patch) => setData((d) => ({ ...d, ...patch })),
    // Functional updates: a step may report progress (update) and move on within the same event.
    goNext: (patch) => {
      if (patch) setData((d) => ({ ...d, ...patch }));
      const role = patch?.role ?? data.role;
      const nextSteps = stepsForRole(WIZARD_STEPS, role);
      if (index + 1 < nextSteps.length) setIndex(index + 1);
      else if (role) navigate(WIZARD_DESTINATION[role]);
    },
    goBack: (patch) => {
      if (patch) setData((d) => ({ ...d, ...patch }));
      setIndex((i) => Math.max(0, i - 1));
    },
    finish: (to) => navigate(to ?? (data.role ? WIZARD_DESTINATION[data.role] : '/')),
  };
  const { Component } = step;

  return (
    <div className="grid gap-6">
      {stepNumber >= 2 && data.role && !data.parentRequired ? (
        <WizardProgress step={stepNumber} total={TOTAL_STEPS[data.role]} />
      ) : null}
      <Card className="shadow-lg">
        <CardHeader className="pb-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold tracking-tight outline-none">
              {step.title}
            </h2>
            {step.optional ? <Badge variant="outline">Optional</Badge> : null}
          </div>
          {step.description ? <CardDescription>{step.description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="pt-4">
          <Component key={step.id} {...props} />
        </CardContent>
      </Card>
    </div>
  );
}
