import { POSITION_LABELS, type Position } from '#common/enums.ts';

export function positionsLabel(positions: readonly string[]): string {
  if (positions.length === 0) return 'No position';
  return positions.map((p) => POSITION_LABELS[p as Position] ?? p).join(', ');
}

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

export function categoryLabel(category: 'MALE' | 'FEMALE' | null): string | null {
  if (category === 'MALE') return 'Boys';
  if (category === 'FEMALE') return 'Girls';
  return null;
}

export function playerCount(n: number): string {
  return `${n} ${n === 1 ? 'player' : 'players'}`;
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}
