import type { RoiEstimate, RoiInputs } from './model';

/** An ROI-calculator lead's figures as stored with it: the inputs sent and the estimate the server made from them. */
export interface RoiLeadDetails {
  kind: 'roi';
  inputs: RoiInputs;
  estimate: RoiEstimate;
  /** The calculator's address with these inputs (what the visitor can share). */
  link: string;
}

/** The `details` column of a lead (only ROI leads have one so far). */
export type LeadDetails = RoiLeadDetails;
