/** The policies area: what other parts of the server may use of it. */
export { getPolicyRuleSources } from './policy-rules-handler';
