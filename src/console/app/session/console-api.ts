import { createApiClient } from '../../../../generated/api-client.gen';
import { activityMiddleware } from '../../runtime/activity/activity-middleware';
import { operationCallerFor, type CallOperation, type RequestingClient } from '../../runtime/api/operation-caller';
import { forceLogout } from '../logout';
import { forgetApiToken, getApiToken } from './api-token';

/** The console's one admin API client: bearer token from the session, spinner, 401 → logout. */
export function createConsoleApi(): CallOperation {
  const options = {
    getToken: getApiToken,
    onUnauthorized: () => {
      forgetApiToken();
      forceLogout();
    },
  };
  const client = createApiClient(options);
  client.use(activityMiddleware());
  // Background calls (polling) share credentials and the 401 rule, not the spinner.
  const background = createApiClient(options);
  return operationCallerFor(client as unknown as RequestingClient, background as unknown as RequestingClient);
}
