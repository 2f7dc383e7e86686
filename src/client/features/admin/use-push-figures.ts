import { apiRoutes } from '../../../shared/api/routes';
import { apiUrl } from '../../../shared/api/route';
import { pushFiguresSchema, type PushFigures } from '../../../shared/schemas/push-figures';
import { useOnlineRead, type OnlineRead } from '../../pwa/use-online-read';

/** Live figures, not a mirror: read while the card shows and the device is online. */
const REFRESH_MS = 30_000;

const parse = (body: unknown): PushFigures | null => {
  const parsed = pushFiguresSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};

/** Sends and failures per channel, live subscriptions (GET /api/admin/push), read again every 30 s. */
export function usePushFigures(): OnlineRead<PushFigures> {
  return useOnlineRead(apiUrl(apiRoutes.getPushFigures), parse, REFRESH_MS);
}
