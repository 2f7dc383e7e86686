// The booking wizard's parts that its first render does not show, as one chunk (ADR 047).
export { ClosedPanel, MissingPanel, SyncingPanel } from './step-status-panels';
export { BangaloreMap } from './bangalore-map';
