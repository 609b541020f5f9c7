/** The demo area: what other parts of the server may use of it. */
export { DEMO_REJECTED_CREDENTIAL_ID } from './pingone-demo-data';
export { VIRTUAL_ISSUERS_PAGE, seedDemoData } from './seed-demo-data';
