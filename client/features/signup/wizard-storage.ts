import type { WizardData } from './wizard-types.ts';

/**
 * D239: the wizard keeps its answers for the tab (sessionStorage), so a reload, or Back out of the wizard
 * and Forward into it, finds them again. Never the passwords (they live only in the account form, not in
 * WizardData) and never files (a chosen photo is chosen again). The entry is dropped when the wizard ends.
 */
export const WIZARD_STORAGE_KEY = 'rinkside.signupWizard';
const VERSION = 1;

export interface StoredWizard {
  data: WizardData;
  /** The furthest step reached (an id of WIZARD_STEPS): the address may name it or any step before it. */
  reached: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The answers as stored: files are left out (they cannot be kept in text). */
function storable(data: WizardData): WizardData {
  return {
    ...data,
    photo: null,
    saved: data.saved ? { ...data.saved, uploadedPhoto: null } : null,
  };
}

export function saveWizard(entry: StoredWizard): void {
  try {
    storage()?.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({ v: VERSION, ...entry, data: storable(entry.data) }),
    );
  } catch {
    // Storage full or disabled: the wizard still works, it only forgets on reload.
  }
}

export function loadWizard(): StoredWizard | null {
  try {
    const text = storage()?.getItem(WIZARD_STORAGE_KEY);
    if (!text) return null;
    const parsed = JSON.parse(text) as { v?: unknown; data?: unknown; reached?: unknown };
    if (parsed.v !== VERSION || typeof parsed.reached !== 'string') return null;
    const data = parsed.data as WizardData | null;
    if (
      !data ||
      typeof data !== 'object' ||
      typeof data.account !== 'object' ||
      typeof data.basics !== 'object'
    )
      return null;
    return { data, reached: parsed.reached };
  } catch {
    return null;
  }
}

export function clearWizard(): void {
  try {
    storage()?.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
