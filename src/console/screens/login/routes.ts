import { LoginScreen } from './LoginScreen';

/** The sign-on page, outside the signed-in frame. */
export const loginRoute = { route: '/login', Screen: LoginScreen };
