/** The player-profile feature's public module: the profile writes the signup wizard shares. */
export { addTeamHistory } from './api/add-team-history.ts';
export { deleteTeamHistory } from './api/delete-team-history.ts';
export { updatePlayer } from './api/update-player.ts';
export { updateTeamHistory } from './api/update-team-history.ts';
