import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { testPushResultSchema, type TestPushResult } from '../../../shared/schemas/push-figures';
import { liveWrite, type LiveAnswer } from './live-write';

/** A test push to the signed-in administrator's own devices: sent now or not at all (never queued). */
export function sendTestPush(): Promise<LiveAnswer<TestPushResult>> {
  return liveWrite({ ...apiRequest(apiRoutes.sendTestPush), idempotencyKey: crypto.randomUUID() }, testPushResultSchema);
}
