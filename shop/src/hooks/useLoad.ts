// The shared hook (common/web/useLoad.ts), under the path the agent app's pages import.
export { useLoad } from '../../../common/web/useLoad';
