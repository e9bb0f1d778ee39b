import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { httpClient } from './httpClient';
import { API_BASE } from '../../../common/web/constants';
import { AREAS } from '../areas';

/** Resource names of the console → their API paths, where the two differ (docs/api.md names). */
const PATHS: Record<string, string> = Object.assign({ agents: 'list-agent' }, ...AREAS.map((area) => area.paths ?? {}));

/** Per resource, methods an area implements itself on the documented calls. */
const OVERRIDES: Record<string, Partial<DataProvider>> = Object.assign({}, ...AREAS.map((area) => area.dataProvider ?? {}));

const rest = simpleRestProvider(API_BASE, httpClient);

type Call = (resource: string, params: unknown) => Promise<unknown>;

export const dataProvider: DataProvider = Object.fromEntries(
  Object.entries(rest).map(([method, call]) => [
    method,
    (resource: string, params: unknown) => {
      const own = OVERRIDES[resource]?.[method] as Call | undefined;
      return own ? own(resource, params) : (call as Call)(PATHS[resource] ?? resource, params);
    },
  ]),
) as DataProvider;
