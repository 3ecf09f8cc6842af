/** Spec 2 §9 / spec 3 §9: profile strength weights, total 100. One function, used by server and client. */
export interface ProfileStrengthInput {
  hasPhoto: boolean;
  bio: string | null | undefined;
  heightCm: number | null | undefined;
  weightKg: number | null | undefined;
  teamHistoryCount: number;
  videoCount: number;
  scheduleEventCount: number;
  hasMeasurables: boolean;
  gpa: number | null | undefined;
  major: string | null | undefined;
}

export interface StrengthItem {
  key: 'photo' | 'bio' | 'physical' | 'teamHistory' | 'videos' | 'schedule' | 'measurables' | 'academics';
  label: string;
  weight: number;
  tip: string;
  complete: boolean;
}

export interface ProfileStrength {
  percent: number;
  level: 'great' | 'halfway' | 'started';
  completed: StrengthItem[];
  /** The top 4 incomplete items, heaviest first (the panel lists these). */
  nextSteps: StrengthItem[];
}

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

export function computeProfileStrength(p: ProfileStrengthInput): ProfileStrength {
  const items: StrengthItem[] = [
    { key: 'photo', label: 'Profile photo', weight: 15, tip: 'Add a clear photo', complete: p.hasPhoto },
    {
      key: 'bio',
      label: 'Bio',
      weight: 10,
      tip: 'Write a bio of more than 20 characters',
      complete: (p.bio ?? '').trim().length > 20,
    },
    {
      key: 'physical',
      label: 'Physical stats',
      weight: 10,
      tip: 'Add both height and weight',
      complete: present(p.heightCm) && present(p.weightKg),
    },
    {
      key: 'teamHistory',
      label: 'Team history',
      weight: 15,
      tip: 'Add your teams',
      complete: p.teamHistoryCount > 0,
    },
    {
      key: 'videos',
      label: 'Highlight videos',
      weight: 20,
      tip: 'Add a highlight video',
      complete: p.videoCount > 0,
    },
    {
      key: 'schedule',
      label: 'Schedule',
      weight: 10,
      tip: 'Add an upcoming event',
      complete: p.scheduleEventCount > 0,
    },
    {
      key: 'measurables',
      label: 'Measurables',
      weight: 10,
      tip: 'Add test results',
      complete: p.hasMeasurables,
    },
    {
      key: 'academics',
      label: 'Academics',
      weight: 10,
      tip: 'Add your GPA or major',
      complete: present(p.gpa) || present(p.major?.trim()),
    },
  ];
  const percent = items.filter((i) => i.complete).reduce((sum, i) => sum + i.weight, 0);
  return {
    percent,
    level: percent >= 80 ? 'great' : percent >= 50 ? 'halfway' : 'started',
    completed: items.filter((i) => i.complete),
    nextSteps: items
      .filter((i) => !i.complete)
      .sort((a, b) => b.weight - a.weight)
      .slice(0, 4),
  };
}
