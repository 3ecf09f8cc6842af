import { ChevronDownIcon } from 'lucide-react';

/** Spec 1 §2: plan changes, payment methods, free trial. */
const FAQ = [
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. You can upgrade at any time, and your billing cycle starts on the date you upgrade. Subscribers switch plans or billing cycles from Manage Billing.',
  },
  {
    question: 'What payment methods do you accept?',
    answer:
      'We accept all major credit and debit cards. Payments are processed securely by our card payment provider.',
  },
  {
    question: 'Is there a free trial?',
    answer:
      'The free Locker Room plan is always available, so you can build your profile and try Rinkside for as long as you like before upgrading.',
  },
];

export function PricingFaq({ headingId }: { headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-4">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        Frequently asked questions
      </h2>
      <div className="grid gap-3">
        {FAQ.map((item, index) => (
          <details
            key={item.question}
            open={index === 0}
            className="group rounded-xl border border-border bg-card px-5 py-4 shadow-sm open:shadow-md"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDownIcon
                aria-hidden="true"
                className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
