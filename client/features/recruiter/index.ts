/**
 * The recruiter feature's public module: the list and note actions the public profile shows, and the
 * player card (search results, lists, and an organization's public roster).
 */
export { PlayerCard, PlayerCardSkeleton, PlayerGrid } from './components/player-card.tsx';
export { RecruiterActions } from './components/recruiter-actions.tsx';
