import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { alertWarning } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api.ts';
import { clearPendingAccount } from '../auth/index.ts';

/**
 * Handles the answers that mean this tab's step is out of date: the action token expired (401) or
 * the account has moved on to another step (409). Logging in again shows the step that is open now.
 * Returns whether it handled the error.
 */
export function useStepExpiry(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 409)) return false;
      clearPendingAccount();
      alertWarning(error.errors[0]?.msg ?? 'Please log in again to continue');
      void navigate('/login', { replace: true });
      return true;
    },
    [navigate],
  );
}
