import {
  CalendarIcon,
  CameraIcon,
  ChartColumnIcon,
  FileTextIcon,
  HistoryIcon,
  ShieldCheckIcon,
  TrophyIcon,
  VideoIcon,
} from 'lucide-react';
import { SectionHeading } from '#client/components/ui/section-heading.tsx';

const FEATURES = [
  {
    icon: CameraIcon,
    title: 'Profile photo',
    text: 'A clear, current photo so scouts can put a face to the name on the lineup card.',
  },
  {
    icon: TrophyIcon,
    title: 'Stats & measurables',
    text: 'Season stats, achievements, height, weight and handedness, kept up to date in one place.',
  },
  {
    icon: FileTextIcon,
    title: 'Bio',
    text: 'Your story in your own words: style of play, goals on and off the ice, and what drives you.',
  },
  {
    icon: VideoIcon,
    title: 'Highlight videos',
    text: 'Embed your best shifts from YouTube or Vimeo, playable right on your profile.',
  },
  {
    icon: HistoryIcon,
    title: 'Team history',
    text: 'Every team, level and season you have played, backed by evidence from the team.',
  },
  {
    icon: CalendarIcon,
    title: 'Schedule',
    text: 'Upcoming tournaments and showcases, so recruiters know where to watch you play.',
  },
  {
    icon: ChartColumnIcon,
    title: 'Analytics',
    text: 'See how often your profile is viewed, and by whom: recruiters, organizations or fans.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Parents in control',
    text: 'Profiles of players under 17 go live only after a parent approves them.',
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading
          variant="display"
          id="features-heading"
          eyebrow="The profile"
          title="Everything a recruiter wants to see"
          description="One link with the whole picture of your game, ready to send to any coach, scout or program."
        />
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="group rounded-xl border border-border bg-card p-6 shadow-sm transition-colors hover:border-primary/50"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                <Icon className="size-5" />
              </span>
              <h3 className="mt-5 text-base font-bold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
