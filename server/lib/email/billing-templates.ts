import type { OutgoingEmail } from './queue.ts';
import { oneLine } from './templates.ts';

/**
 * The billing e-mails (D246): a receipt for every payment, and a notice for every change of plan or
 * billing cycle, cancellation, resumption and end. Plain text, like every Rinkside e-mail, so names typed
 * by users cannot inject markup. Queued in the transaction of the change that causes them.
 */

type Cycle = 'monthly' | 'yearly';

export interface Recipient {
  email: string;
  name: string;
}

/** A plan as the e-mails name it: "First Line", its price per period. */
export interface PlanFacts {
  tierName: string;
  cycle: Cycle;
  /** What one period costs, in cents. */
  cents: number;
}

const DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Nov 28, 2026" (UTC, as the billing page shows the same date). */
export const emailDate = (date: Date) => DATE.format(date);
export const emailPrice = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const per = (cycle: Cycle) => (cycle === 'yearly' ? 'per year' : 'per month');
const priced = (plan: PlanFacts) => `${emailPrice(plan.cents)} ${per(plan.cycle)}`;

const SIGN_OFF = ['', 'Questions about billing? Reply to this message.', '', '- The Rinkside team'];
const TEST_MODE_LINE = 'Test mode: no card was charged for this payment.';
const FREE_PLAN = 'Locker Room';

/** The envelope every billing e-mail shares: the greeting, the lines, the sign-off. */
function billingEmail(
  to: Recipient,
  emailType: string,
  subject: string,
  lines: readonly string[],
): OutgoingEmail {
  return {
    to: to.email,
    subject,
    emailType,
    body: [`Hi ${oneLine(to.name)},`, '', ...lines, ...SIGN_OFF].join('\n'),
  };
}

/** A receipt: what was paid, for which plan and period, and the reference to quote. */
export function receiptEmail(
  to: Recipient,
  opts: {
    plan: PlanFacts;
    amountPaidCents: number;
    discountCents?: number | null;
    paidOn: Date;
    period: { start: Date; end: Date } | null;
    reference: string;
    testMode: boolean;
  },
): OutgoingEmail {
  const { plan } = opts;
  return billingEmail(
    to,
    'billing_receipt',
    `Your Rinkside receipt: ${plan.tierName}, ${emailPrice(opts.amountPaidCents)}`,
    [
      'Thank you for your payment. This is your receipt.',
      '',
      `Plan: ${plan.tierName}, billed ${plan.cycle}`,
      `Amount paid: ${emailPrice(opts.amountPaidCents)}`,
      ...(opts.discountCents ? [`Discount: ${emailPrice(opts.discountCents)}`] : []),
      `Paid on: ${emailDate(opts.paidOn)}`,
      ...(opts.period ? [`Period: ${emailDate(opts.period.start)} to ${emailDate(opts.period.end)}`] : []),
      `Reference: ${opts.reference}`,
      ...(opts.testMode ? ['', TEST_MODE_LINE] : []),
    ],
  );
}

/** The plan or its billing cycle changed (the family's own change, Stripe's, or an administrator's). */
export function planChangedEmail(
  to: Recipient,
  opts: {
    from: PlanFacts | null;
    to: PlanFacts;
    appliesOn: Date;
    renewsOn: Date | null;
    /** An administrator assigned the plan: nothing is charged for it. */
    byAdministrator?: boolean;
  },
): OutgoingEmail {
  const next = opts.to;
  const lines = opts.byAdministrator
    ? [
        `A Rinkside administrator put your account on the ${next.tierName} plan (${priced(next)}). You are not charged for it.`,
        ...(opts.from ? [`Before: ${opts.from.tierName}, ${priced(opts.from)}.`] : []),
        `The change applies from ${emailDate(opts.appliesOn)}.`,
      ]
    : [
        `Your plan is now ${next.tierName}, billed ${next.cycle} at ${priced(next)}.`,
        ...(opts.from ? [`Before: ${opts.from.tierName}, ${priced(opts.from)}.`] : []),
        `The change applies from ${emailDate(opts.appliesOn)}.`,
        ...(opts.renewsOn ? [`Your plan renews on ${emailDate(opts.renewsOn)} at ${priced(next)}.`] : []),
      ];
  return billingEmail(
    to,
    'billing_plan_changed',
    `Your Rinkside plan is now ${next.tierName}, ${next.cycle}`,
    lines,
  );
}

/** Cancelled at period end: the plan stands until then, and can be resumed before. */
export function planCancelledEmail(
  to: Recipient,
  opts: { plan: PlanFacts; endsOn: Date | null },
): OutgoingEmail {
  const until = opts.endsOn ? ` until ${emailDate(opts.endsOn)}` : ' until the end of the current period';
  return billingEmail(to, 'billing_plan_cancelled', `Your Rinkside ${opts.plan.tierName} plan is cancelled`, [
    `Your ${opts.plan.tierName} plan is cancelled and will not renew. You keep its features${until}; after that your account moves to the free ${FREE_PLAN} plan and you are not charged again.`,
    'Changed your mind? Resume the plan under Manage Billing before then.',
  ]);
}

/** A cancellation undone before the period ended: the plan renews again. */
export function planResumedEmail(
  to: Recipient,
  opts: { plan: PlanFacts; renewsOn: Date | null },
): OutgoingEmail {
  return billingEmail(to, 'billing_plan_resumed', `Your Rinkside ${opts.plan.tierName} plan will renew`, [
    `Your ${opts.plan.tierName} plan is no longer cancelled.${
      opts.renewsOn ? ` It renews on ${emailDate(opts.renewsOn)} at ${priced(opts.plan)}.` : ''
    }`,
  ]);
}

/** The subscription ended (at the end of a cancelled period, or unpaid): the free plan applies. */
export function planEndedEmail(to: Recipient, opts: { plan: PlanFacts; endedOn: Date }): OutgoingEmail {
  return billingEmail(to, 'billing_plan_ended', `Your Rinkside ${opts.plan.tierName} plan has ended`, [
    `Your ${opts.plan.tierName} plan ended on ${emailDate(opts.endedOn)}. Your account is now on the free ${FREE_PLAN} plan: your profile and everything on it stay, and paid features stop.`,
    'You can choose a plan again at any time on the pricing page.',
  ]);
}
