import Groups from '@mui/icons-material/Groups';
import { AgentList } from './AgentList';

export default {
  list: AgentList,
  icon: Groups,
  recordRepresentation: 'name',
};
