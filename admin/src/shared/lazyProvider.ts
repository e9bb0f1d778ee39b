import type { DataProvider } from 'react-admin';

type Method = Exclude<keyof DataProvider, 'supportAbortSignal'>;

/** The methods documentedProvider implements (providers/documentedProvider.ts). */
export const DOCUMENTED_METHODS: Method[] = ['getList', 'getOne', 'getMany', 'create', 'update', 'delete', 'deleteMany'];

/**
 * Data-provider methods whose code lives in a page's chunk (e.g. a form's body builder): the
 * named methods exist at once, so the console's provider knows they are overridden, and load the
 * chunk on their first call.
 */
export function lazyProvider(methods: Method[], load: () => Promise<Partial<DataProvider>>): Partial<DataProvider> {
  let loading: Promise<Partial<DataProvider>> | null = null;
  return Object.fromEntries(
    methods.map((method) => [
      method,
      async (resource: string, params: unknown) => {
        loading ??= load();
        const own = (await loading)[method] as ((resource: string, params: unknown) => Promise<unknown>) | undefined;
        if (!own) throw new Error(`${method} is not provided for ${resource}`);
        return own(resource, params);
      },
    ]),
  ) as Partial<DataProvider>;
}
