import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import {
  GOALIE_HEADERS,
  type OnePagerContent,
  type OnePagerSeasonRow,
  type SeasonSource,
  SKATER_HEADERS,
} from './one-pager.data.ts';

/**
 * The one-pager's layout (D293): US Letter, pdfkit's built-in Helvetica (no font is read at run time),
 * a header band with the photo, name and QR code, the facts, the season tables, measurables and upcoming
 * events, and the profile's address at the foot. Everything is placed at fixed positions and each section
 * is capped (one-pager.data.ts), so the richest profile still fits on one page.
 */

type Doc = PDFKit.PDFDocument;

const PAGE = { width: 612, height: 792, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const COLOR = {
  navy: '#0b1f3a',
  blue: '#1d4ed8',
  red: '#c8102e',
  ink: '#0f172a',
  muted: '#64748b',
  rule: '#e2e8f0',
  stripe: '#f1f5f9',
  green: '#15803d',
  amber: '#b45309',
  white: '#ffffff',
};
const HEADER_HEIGHT = 150;
/** Where the footer starts: the sections above stop before it. */
const BODY_BOTTOM = PAGE.height - PAGE.margin - 34;

/** `text` cut with an ellipsis to fit `width` at the current font and size. */
function ellipsize(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** One line of text at (x, y), never wrapping; cut to `width` when given. */
function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  opts: { width?: number; align?: 'left' | 'right' | 'center' } = {},
) {
  const shown = opts.width ? ellipsize(doc, text, opts.width) : text;
  doc.text(shown, x, y, { lineBreak: false, width: opts.width, align: opts.align ?? 'left' });
}

function sectionTitle(doc: Doc, title: string, x: number, y: number, width: number): number {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(COLOR.blue);
  line(doc, title.toUpperCase(), x, y, { width });
  doc
    .moveTo(x, y + 14)
    .lineTo(x + width, y + 14)
    .lineWidth(1)
    .strokeColor(COLOR.rule)
    .stroke();
  return y + 22;
}

async function header(doc: Doc, c: OnePagerContent) {
  doc.rect(0, 0, PAGE.width, HEADER_HEIGHT).fill(COLOR.navy);
  doc.rect(0, HEADER_HEIGHT, PAGE.width, 4).fill(COLOR.red);
  const photoSize = 104;
  const top = (HEADER_HEIGHT - photoSize) / 2;
  let textX = PAGE.margin;
  if (c.photo) {
    doc.save();
    doc.roundedRect(PAGE.margin, top, photoSize, photoSize, 10).clip();
    doc.image(c.photo, PAGE.margin, top, { width: photoSize, height: photoSize });
    doc.restore();
    doc
      .roundedRect(PAGE.margin, top, photoSize, photoSize, 10)
      .lineWidth(2)
      .strokeColor(COLOR.white)
      .stroke();
    textX += photoSize + 20;
  }
  // The QR code on a white tile at the right: scanning it opens the public profile.
  const qrSize = 96;
  const qrX = PAGE.width - PAGE.margin - qrSize;
  const qr = await QRCode.toBuffer(c.profileUrl, {
    type: 'png',
    margin: 1,
    width: 384,
    errorCorrectionLevel: 'M',
  });
  doc.roundedRect(qrX - 6, top - 6, qrSize + 12, qrSize + 12, 6).fill(COLOR.white);
  doc.image(qr, qrX, top, { width: qrSize, height: qrSize });
  doc.font('Helvetica').fontSize(7).fillColor('#cbd5e1');
  line(doc, 'Scan for the full profile', qrX - 10, top + qrSize + 10, {
    width: qrSize + 20,
    align: 'center',
  });

  const textWidth = qrX - 20 - textX;
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#93c5fd');
  line(doc, 'HOCKEY RESUME', textX, top + 4, { width: textWidth });
  // A long name gets a smaller size (down to 17 pt) before it is cut.
  let size = 26;
  doc.font('Helvetica-Bold').fontSize(size);
  while (size > 17 && doc.widthOfString(c.name) > textWidth) doc.fontSize(--size);
  doc.fillColor(COLOR.white);
  line(doc, c.name, textX, top + 18 + (26 - size) / 2, { width: textWidth });
  const subtitle = [c.jersey, c.nicknames ? `"${c.nicknames}"` : null].filter(Boolean).join('  ·  ');
  let y = top + 52;
  if (subtitle) {
    doc.font('Helvetica').fontSize(11).fillColor('#cbd5e1');
    line(doc, subtitle, textX, y, { width: textWidth });
    y += 18;
  }
  if (c.verified) {
    doc.font('Helvetica-Bold').fontSize(8);
    const label = 'VERIFIED PROFILE';
    const w = doc.widthOfString(label) + 16;
    doc.roundedRect(textX, y + 2, w, 16, 8).fill(COLOR.green);
    doc.fillColor(COLOR.white);
    line(doc, label, textX + 8, y + 6);
  }
}

/** The facts in rows of four cells, label above value; a long one (the team) takes two cells. */
function facts(doc: Doc, c: OnePagerContent, y: number): number {
  const perRow = 4;
  const cellWidth = CONTENT_WIDTH / perRow;
  let cell = 0;
  for (const fact of c.facts) {
    const span = fact.wide ? 2 : 1;
    if ((cell % perRow) + span > perRow) cell += perRow - (cell % perRow);
    const x = PAGE.margin + (cell % perRow) * cellWidth;
    const rowY = y + Math.floor(cell / perRow) * 34;
    const width = span * cellWidth - 10;
    doc.font('Helvetica-Bold').fontSize(7.5).fillColor(COLOR.muted);
    line(doc, fact.label.toUpperCase(), x, rowY, { width });
    doc.font('Helvetica-Bold').fontSize(11).fillColor(COLOR.ink);
    line(doc, fact.value, x, rowY + 11, { width });
    cell += span;
  }
  return y + Math.ceil(cell / perRow) * 34 + 4;
}

const SOURCE_COLOR: Record<SeasonSource['kind'], string> = {
  verified: COLOR.green,
  partly: COLOR.amber,
  self: COLOR.muted,
};

/** A season table: season, league, the figures right-aligned in fixed columns, and the source. */
function seasonTable(
  doc: Doc,
  title: string,
  headers: string[],
  rows: OnePagerSeasonRow[],
  y: number,
): number {
  if (rows.length === 0) return y;
  y = sectionTitle(doc, title, PAGE.margin, y, CONTENT_WIDTH);
  const x0 = PAGE.margin;
  const seasonW = 62;
  const leagueW = 150;
  const numW = 38;
  const sourceX = x0 + seasonW + leagueW + headers.length * numW + 14;
  const sourceW = x0 + CONTENT_WIDTH - sourceX - 6;
  const rowH = 17;
  const head = (text: string, x: number, w: number, align: 'left' | 'right') =>
    line(doc, text, x, y, { width: w, align });
  doc.font('Helvetica-Bold').fontSize(7.5).fillColor(COLOR.muted);
  head('SEASON', x0 + 6, seasonW - 6, 'left');
  head('LEAGUE', x0 + seasonW, leagueW - 8, 'left');
  for (const [i, h] of headers.entries()) head(h, x0 + seasonW + leagueW + i * numW, numW - 6, 'right');
  head('SOURCE', sourceX, sourceW, 'left');
  y += 12;
  rows.forEach((row, r) => {
    if (r % 2 === 0) doc.rect(x0, y, CONTENT_WIDTH, rowH).fill(COLOR.stripe);
    const ty = y + 5;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(COLOR.ink);
    line(doc, row.season, x0 + 6, ty, { width: seasonW - 6 });
    doc.font('Helvetica').fillColor(COLOR.ink);
    line(doc, row.league ?? '-', x0 + seasonW, ty, { width: leagueW - 8 });
    row.cells.forEach((cell, i) => {
      doc.font(i === 3 && headers === SKATER_HEADERS ? 'Helvetica-Bold' : 'Helvetica');
      line(doc, cell, x0 + seasonW + leagueW + i * numW, ty, { width: numW - 6, align: 'right' });
    });
    doc.circle(sourceX + 3, ty + 3.2, 2.6).fill(SOURCE_COLOR[row.source.kind]);
    doc.font('Helvetica').fontSize(8.5).fillColor(SOURCE_COLOR[row.source.kind]);
    line(doc, row.source.label, sourceX + 10, ty, { width: sourceW - 10 });
    y += rowH;
  });
  return y + 16;
}

function measurables(doc: Doc, c: OnePagerContent, x: number, y: number, width: number) {
  y = sectionTitle(doc, 'Measurables', x, y, width);
  if (c.measurables.length === 0) {
    doc.font('Helvetica').fontSize(9).fillColor(COLOR.muted);
    line(doc, 'No testing results yet.', x, y, { width });
    return;
  }
  for (const m of c.measurables) {
    if (y + 16 > BODY_BOTTOM) break;
    doc.font('Helvetica').fontSize(9).fillColor(COLOR.muted);
    line(doc, m.label, x, y, { width: 90 });
    doc.font('Helvetica-Bold').fillColor(COLOR.ink);
    line(doc, m.value, x + 90, y, { width: width - 90 });
    y += 16;
  }
  if (c.measurablesNote) {
    doc.font('Helvetica-Oblique').fontSize(7.5).fillColor(COLOR.muted);
    line(doc, c.measurablesNote, x, y + 2, { width });
  }
}

function events(doc: Doc, c: OnePagerContent, x: number, y: number, width: number) {
  y = sectionTitle(doc, 'Upcoming Events', x, y, width);
  if (c.events.length === 0) {
    doc.font('Helvetica').fontSize(9).fillColor(COLOR.muted);
    line(doc, 'No upcoming events listed.', x, y, { width });
    return;
  }
  const dateW = 74;
  for (const e of c.events) {
    if (y + (e.detail ? 27 : 17) > BODY_BOTTOM) break;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(COLOR.blue);
    line(doc, e.date, x, y, { width: dateW - 6 });
    doc.font('Helvetica-Bold').fillColor(COLOR.ink);
    line(doc, e.title, x + dateW, y, { width: width - dateW });
    if (e.detail) {
      doc.font('Helvetica').fontSize(8).fillColor(COLOR.muted);
      line(doc, e.detail, x + dateW, y + 11, { width: width - dateW });
      y += 27;
    } else {
      y += 17;
    }
  }
}

function footer(doc: Doc, c: OnePagerContent, generatedOn: string) {
  const y = PAGE.height - PAGE.margin - 22;
  doc
    .moveTo(PAGE.margin, y - 8)
    .lineTo(PAGE.width - PAGE.margin, y - 8)
    .lineWidth(1)
    .strokeColor(COLOR.rule)
    .stroke();
  const label = 'Full profile, highlights and game log: ';
  doc.font('Helvetica-Bold').fontSize(9).fillColor(COLOR.ink);
  line(doc, label, PAGE.margin, y);
  const urlX = PAGE.margin + doc.widthOfString(label);
  doc.fillColor(COLOR.blue);
  line(doc, c.profileUrl, urlX, y, { width: PAGE.width - PAGE.margin - urlX });
  doc.font('Helvetica').fontSize(7.5).fillColor(COLOR.muted);
  line(
    doc,
    `Made with Rinkside on ${generatedOn}. Stats marked Self-reported were entered by the player or family.`,
    PAGE.margin,
    y + 13,
    {
      width: CONTENT_WIDTH,
    },
  );
}

/** The one-pager as PDF bytes. */
export async function renderOnePager(c: OnePagerContent, now: Date = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    autoFirstPage: true,
    info: { Title: `${c.name} · Hockey resume`, Author: 'Rinkside', Subject: c.profileUrl },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  await header(doc, c);
  let y = facts(doc, c, HEADER_HEIGHT + 24);
  y = seasonTable(doc, 'Season Stats', SKATER_HEADERS, c.skaterSeasons, y + 6);
  y = seasonTable(doc, 'Goalie Stats', GOALIE_HEADERS, c.goalieSeasons, y);
  if (c.skaterSeasons.length === 0 && c.goalieSeasons.length === 0) {
    y = sectionTitle(doc, 'Season Stats', PAGE.margin, y + 6, CONTENT_WIDTH);
    doc.font('Helvetica').fontSize(9).fillColor(COLOR.muted);
    line(doc, 'No season stats recorded yet.', PAGE.margin, y, { width: CONTENT_WIDTH });
    y += 28;
  }
  const half = (CONTENT_WIDTH - 24) / 2;
  measurables(doc, c, PAGE.margin, y, half);
  events(doc, c, PAGE.margin + half + 24, y, half);
  const generatedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(now);
  footer(doc, c, generatedOn);
  doc.end();
  return done;
}
