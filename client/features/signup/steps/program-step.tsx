import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import {
  ProgramFields,
  type ProgramFormValues,
  programFormSchema,
} from '#client/features/messaging/index.ts';
import type { StepProps } from '../wizard-types.ts';

/**
 * A recruiter or coach names the program (an NCAA college from the directory, or a
 * junior team, school or club), their title and where an administrator can see them listed. Nothing is sent
 * yet: the account step registers the account with it.
 */
export function ProgramStep({ data, goNext, goBack }: StepProps) {
  const form = useForm<ProgramFormValues>({
    resolver: zodResolver(programFormSchema),
    defaultValues: data.recruiter,
  });
  const onSubmit = form.handleSubmit((values) => goNext({ recruiter: values }));
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <ProgramFields form={form} columns={1} />
      <p className="text-sm text-muted-foreground">
        Next you create your account with your work email at the program: an administrator checks it with your
        program before you write first to the family of a player under 18. Until then you can search, keep
        lists and write to adult players.
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={() => goBack({ recruiter: form.getValues() })}>
          <ChevronLeftIcon />
          Back
        </Button>
        <Button type="submit" size="lg" className="sm:min-w-36">
          Continue
          <ChevronRightIcon />
        </Button>
      </div>
    </form>
  );
}
