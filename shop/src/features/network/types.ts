/** The agent database's rows and an agent's details, as the server types them; the server leaves out what the reader may not see (server/modules/users/present.ts). */
export type { AgentDetails, AgentRow } from '../../../../common/api/users';

export const STATUS_COLOUR = { new: 'info', active: 'success', inactive: 'default', suspended: 'error' } as const;
