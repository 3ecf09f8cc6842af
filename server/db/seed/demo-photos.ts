import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * Demo profile photos (D116): drawn here as SVG (a player's silhouette in a jersey of the team's
 * colours, the initials and the number) and rendered locally by sharp to WebP, as an upload is stored. No
 * network, and the same player always gets the same picture.
 */

/** Team colour pairs (jersey, trim), chosen by the team's name. */
const PALETTES: readonly [jersey: string, trim: string, background: string][] = [
  ['#1d4ed8', '#f8fafc', '#0b1f4d'],
  ['#b91c1c', '#f8fafc', '#3b0d0d'],
  ['#15803d', '#fde047', '#0b2e18'],
  ['#0f172a', '#f59e0b', '#1e293b'],
  ['#7c3aed', '#f8fafc', '#24104a'],
  ['#0e7490', '#f8fafc', '#083344'],
  ['#ea580c', '#111827', '#3b1606'],
  ['#be123c', '#fbbf24', '#3f0a17'],
  ['#334155', '#38bdf8', '#0f172a'],
  ['#166534', '#f8fafc', '#052e16'],
];

function hashNumber(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

export function paletteFor(teamName: string | null | undefined) {
  const [jersey, trim, background] = PALETTES[hashNumber(teamName ?? 'free agent') % PALETTES.length]!;
  return { jersey, trim, background };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export interface DemoPhotoInput {
  firstName: string;
  lastName: string;
  jerseyNumber: number | null;
  teamName: string | null | undefined;
  goalie: boolean;
}

/** The SVG of one demo photo (480 x 480). */
export function demoPhotoSvg(input: DemoPhotoInput): string {
  const { jersey, trim, background } = paletteFor(input.teamName);
  const initials = escapeXml(`${input.firstName[0] ?? ''}${input.lastName[0] ?? ''}`.toUpperCase());
  const number = input.jerseyNumber === null ? '' : String(input.jerseyNumber);
  const font = 'font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" text-anchor="middle"';
  // A goalie's mask has a cage across the face; a skater's helmet a visor line.
  const headgear = input.goalie
    ? `<path d="M182 160 h116 M184 184 h112 M192 206 h96 M216 128 v96 M240 124 v104 M264 128 v96" stroke="${trim}" stroke-width="5" opacity="0.55" fill="none"/>`
    : `<path d="M178 158 h124" stroke="${trim}" stroke-width="8" opacity="0.5"/>`;
  // The face, initials and number sit in the middle band, which wide crops (search cards) keep.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
<defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="${jersey}" stop-opacity="0.55"/><stop offset="1" stop-color="${jersey}" stop-opacity="0"/></radialGradient></defs>
<rect width="480" height="480" fill="${background}"/>
<rect width="480" height="480" fill="url(#bg)"/>
<circle cx="240" cy="250" r="190" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="6"/>
<path d="M0 84 H480" stroke="#ffffff" stroke-opacity="0.08" stroke-width="14"/>
<rect x="216" y="218" width="48" height="44" rx="10" fill="#cbd5e1"/>
<circle cx="240" cy="172" r="66" fill="#e2e8f0"/>
<path d="M174 164 a66 66 0 0 1 132 0 z" fill="${background}" opacity="0.85"/>
${headgear}
<text x="240" y="210" ${font} font-size="40" fill="${background}">${initials}</text>
<path d="M52 480 C60 318 130 250 240 250 C350 250 420 318 428 480 Z" fill="${jersey}" stroke="${trim}" stroke-width="6"/>
<path d="M194 252 L240 292 L286 252" fill="none" stroke="${trim}" stroke-width="10" stroke-linejoin="round"/>
<path d="M70 382 H410" stroke="${trim}" stroke-width="14" opacity="0.85"/>
<text x="240" y="356" ${font} font-size="64" fill="${trim}">${number}</text>
</svg>`;
}

/** The storage key of a demo photo: fixed per profile (as an upload's, 32 hex characters and .webp). */
export function demoPhotoKey(slug: string): string {
  return `${createHash('sha256').update(`rinkside demo photo|${slug}`).digest('hex').slice(0, 32)}.webp`;
}

/** Rendered as uploads are stored: WebP without metadata, 288 px a side (effort 0: the seed stays fast). */
export function renderDemoPhoto(input: DemoPhotoInput): Promise<Buffer> {
  return sharp(Buffer.from(demoPhotoSvg(input)))
    .resize(288, 288)
    .webp({ quality: 80, effort: 0 })
    .toBuffer();
}
