import * as z from 'zod/mini';

const count = z.number().check(z.int(), z.minimum(0));

/** The channels people are told through besides the inbox (issue "Told in time"). */
export const NOTICE_CHANNELS = ['push', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** How many hours back the admin's channel figures look. */
export const CHANNEL_FIGURES_HOURS = 24;

/** One channel's deliveries over the last CHANNEL_FIGURES_HOURS, from the outbox's job table. */
export const channelFiguresSchema = z.object({
  channel: z.enum(NOTICE_CHANNELS),
  /** Delivered in those hours. */
  sent: count,
  /** Given up on after their last retry, in those hours. */
  failed: count,
  /** Failed at least once and waiting to be tried again, now. */
  retrying: count,
});
export type ChannelFigures = z.infer<typeof channelFiguresSchema>;

/** GET /api/admin/push: sends and failures per channel, and the devices that take pushes. */
export const pushFiguresSchema = z.object({
  hours: count,
  channels: z.array(channelFiguresSchema),
  /** Live push subscriptions (devices), and the accounts they belong to. */
  subscriptions: z.object({ devices: count, accounts: count }),
  /** The signed-in administrator's own devices: where a test push goes. */
  mine: count,
});
export type PushFigures = z.infer<typeof pushFiguresSchema>;

/** POST /api/admin/push/test: what became of a test push to each of the administrator's devices. */
export const testPushResultSchema = z.object({
  devices: count,
  sent: count,
  /** Subscriptions the push service no longer knows (404/410): removed. */
  removed: count,
  failed: count,
});
export type TestPushResult = z.infer<typeof testPushResultSchema>;
