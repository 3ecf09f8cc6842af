/** The player-profile feature's public module: the profile writes the signup wizard shares. */
export { addTeamHistory } from './api/add-team-history.ts';
export { deleteTeamHistory } from './api/delete-team-history.ts';
export { updatePlayer } from './api/update-player.ts';
export { updateTeamHistory } from './api/update-team-history.ts';
/** D090: the organization's roster player page edits the parts a family granted with these tabs. */
export { EventsTab } from './components/tabs/events-tab.tsx';
export { GameStatsTab } from './components/tabs/game-stats-tab.tsx';
export { TeamHistoryTab } from './components/tabs/team-history-tab.tsx';
