import type { Lang } from '../../../common/constants';
import type { Ctx, TenantInfo } from '../context';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      id: string;
      lang?: Lang;
      company?: TenantInfo;
      ctx?: Ctx;
      /** The client's address once read (pipeline clientIp). */
      clientIp?: string;
    }
  }
}
export {};
