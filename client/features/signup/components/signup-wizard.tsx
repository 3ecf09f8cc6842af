import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { PARENT_REQUIRED_SCREEN, WIZARD_STEPS } from '../wizard-steps.ts';
import { clearWizard, saveWizard } from '../wizard-storage.ts';
import {
  type StepProps,
  stepsForRole,
  TOTAL_STEPS,
  WIZARD_DESTINATION,
  type WizardData,
} from '../wizard-types.ts';
import { WizardProgress } from './wizard-progress.tsx';

/** The address names the step (D239): `?step=<id>`, beside whatever else the address carries. */
export const STEP_PARAM = 'step';

/**
 * Runs the steps of WIZARD_STEPS for the chosen role, from the given start (step 1 for a visitor; see
 * planWizardStart). The wizard holds the one data object of every step, so going Back and forth keeps
 * what was entered. D239: the step is in the address, so the browser's Back and Forward move between
 * steps and a reload stays on the step; the answers are kept for the tab (wizard-storage.ts). The address
 * may name any step up to the furthest one reached, never one further.
 */
export function SignupWizard({ initialData, startStepId }: { initialData: WizardData; startStepId: string }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [data, setData] = useState<WizardData>(initialData);
  const [reached, setReached] = useState(startStepId);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const steps = stepsForRole(WIZARD_STEPS, data.role);
  const reachedIndex = Math.max(
    0,
    steps.findIndex((s) => s.id === reached),
  );
  const named = searchParams.get(STEP_PARAM);
  // No step in the address: this visit's first step (the address a link or a redirect opened).
  const requestedIndex = steps.findIndex((s) => s.id === (named ?? startStepId));
  const index = requestedIndex >= 0 && requestedIndex <= reachedIndex ? requestedIndex : reachedIndex;
  const step = data.parentRequired ? PARENT_REQUIRED_SCREEN : steps[index];
  const stepNumber = index + 1;
  const shownStep = useRef(step.id);
  const addressStep = steps[index]?.id;

  /** A new entry in the history for the step, keeping the rest of the address. */
  const goToStep = (id: string) => {
    // The entry being left is stamped with its own step first, so coming Back to it shows that step
    // even after a reload (history.replaceState keeps the router's state; the router reads the address
    // again on Back).
    if (!named && addressStep && typeof window !== 'undefined') {
      const here = new URL(window.location.href);
      here.searchParams.set(STEP_PARAM, addressStep);
      window.history.replaceState(window.history.state, '', here);
    }
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.set(STEP_PARAM, id);
      return next;
    });
  };

  // An address naming a step not reached yet (typed, or stale) is corrected in place.
  useEffect(() => {
    if (named && addressStep && named !== addressStep) {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set(STEP_PARAM, addressStep);
          return next;
        },
        { replace: true },
      );
    }
  });

  const hasEnded = useRef(false);
  useEffect(() => {
    if (!hasEnded.current) saveWizard({ data, reached });
  }, [data, reached]);

  // Moving between steps puts keyboard and screen-reader focus on the new step's heading.
  useEffect(() => {
    if (shownStep.current === step.id) return;
    shownStep.current = step.id;
    headingRef.current?.focus();
  }, [step.id]);

  const update = useCallback((patch: Partial<WizardData>) => setData((d) => ({ ...d, ...patch })), []);

  const end = (to: string) => {
    hasEnded.current = true;
    clearWizard();
    navigate(to);
  };

  const props: StepProps = {
    data,
    update,
    // Functional updates: a step may report progress (update) and move on within the same event.
    goNext: (patch) => {
      if (patch) setData((d) => ({ ...d, ...patch }));
      const role = patch?.role ?? data.role;
      const nextSteps = stepsForRole(WIZARD_STEPS, role);
      const next = nextSteps[index + 1];
      if (next) {
        // A new role is a new path: what was reached on the other one does not count.
        const furthest = role === data.role ? Math.max(reachedIndex, index + 1) : index + 1;
        setReached(nextSteps[furthest]?.id ?? next.id);
        goToStep(next.id);
      } else if (role) end(WIZARD_DESTINATION[role]);
    },
    goBack: (patch) => {
      if (patch) setData((d) => ({ ...d, ...patch }));
      const previous = steps[Math.max(0, index - 1)];
      if (previous) goToStep(previous.id);
    },
    finish: (to) => end(to ?? (data.role ? WIZARD_DESTINATION[data.role] : '/')),
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
