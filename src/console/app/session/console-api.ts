import { createApiClient } from '../../../../generated/api-client.gen';
import { activityMiddleware } from '../../runtime/activity/activity-middleware';
import { operationCallerFor, type CallOperation, type RequestingClient } from '../../runtime/api/operation-caller';
import { forceLogout } from '../logout';
import { forgetApiToken, getApiToken } from './api-token';

/** The console's one admin API client: bearer token from the session, spinner, 401 → logout. */
export function createConsoleApi(): CallOperation {
  const client = createApiClient({
    getToken: getApiToken,
    onUnauthorized: () => {
      forgetApiToken();
      forceLogout();
    },
  });
  client.use(activityMiddleware());
  return operationCallerFor(client as unknown as RequestingClient);
}
