import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from './constants';
import { translateCommon } from './i18n';

/**
 * React.lazy for a screen's chunk, failing with the chunk-timeout message (docs/rules.md, Messages) when the chunk has
 * not arrived within CHUNK_LOAD_TIMEOUT_MS; the error boundary around it shows the message.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(translateCommon('common.error.chunkTimeout'))), CHUNK_LOAD_TIMEOUT_MS);
        load()
          .then(resolve, reject)
          .finally(() => clearTimeout(timer));
      }),
  );
}
