// The organizations area's public module: other client features import from here only.
export { FamilySponsorshipsCard } from './components/family-sponsorships-card.tsx';
