// The booking wizard's parts that its first render does not show, as one chunk (ADR 047).
export { ClosedPanel, SyncingPanel } from './step-status-panels';
export { MissingBookingPanel } from './missing-booking-panel';
export { BangaloreMap } from './bangalore-map';
