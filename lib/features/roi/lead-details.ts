import type { RoiEstimate, RoiInputs } from './shared/model';

/** An ROI-calculator lead's figures as stored with it: the inputs sent and the estimate the server made from them. */
export type RoiLeadDetails = {
  kind: 'roi';
  inputs: RoiInputs;
  estimate: RoiEstimate;
  /** The calculator's address with these inputs (what the visitor can share). */
  link: string;
};
