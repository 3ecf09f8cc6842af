import type { SVGProps } from 'react';

/** Brand marks of the networks a profile can be shared to (drawn here: icon sets carry no brand logos). */
type BrandIconProps = SVGProps<SVGSVGElement>;

function BrandFrame(props: BrandIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

/** Facebook's "f". */
export function FacebookIcon(props: BrandIconProps) {
  return (
    <BrandFrame {...props}>
      <path d="M17.5 2.5H15A4.5 4.5 0 0 0 10.5 7v3.5h-3v3.5h3V21.5h3.5V14h3l.75-3.5H14V7.5a1 1 0 0 1 1-1h2.5z" />
    </BrandFrame>
  );
}

/** X (formerly Twitter): a crossed mark. */
export function XBrandIcon(props: BrandIconProps) {
  return (
    <BrandFrame {...props}>
      <path d="M4 4l16 16" />
      <path d="M20 4 4 20" />
    </BrandFrame>
  );
}
