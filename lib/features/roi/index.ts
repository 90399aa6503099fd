/**
 * The ROI calculator's lead and the estimate mailed to the visitor (the model is in shared/).
 * The feature's door: other features and the app's server code import from here only (browser
 * code imports ./shared and ./actions).
 */
import 'server-only';
export { roiLead } from './lead';
