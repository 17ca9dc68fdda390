import { notifications } from '@mantine/notifications';
import { ALERT_MS } from '@soko/shared';
import { createElement } from 'react';
import { AlertActionMessage } from './alert-action.tsx';
import { ApiError } from './api.ts';

/** The one alert system of the app: every screen reports through these. */

const closeButtonProps = { 'aria-label': 'Dismiss alert' };

export function alertDanger(message: string, ms: number = ALERT_MS.normal): void {
  notifications.show({ color: 'red', message, autoClose: ms, closeButtonProps });
}

export interface AlertAction {
  label: string;
  onClick: () => void;
}

/** A red alert with one button (e.g. 'Try Again'); pressing it closes the alert first. */
export function alertDangerWithAction(message: string, action: AlertAction, ms: number = ALERT_MS.normal): void {
  const id = notifications.show({
    color: 'red',
    autoClose: ms,
    closeButtonProps,
    message: createElement(AlertActionMessage, {
      message,
      label: action.label,
      onClick: () => {
        notifications.hide(id);
        action.onClick();
      },
    }),
  });
}

export function alertWarning(message: string, ms: number = ALERT_MS.normal): void {
  notifications.show({ color: 'yellow', message, autoClose: ms, closeButtonProps });
}

export function alertSuccess(title: string, message?: string, ms: number = ALERT_MS.normal): void {
  if (message === undefined) {
    notifications.show({ color: 'green', message: title, autoClose: ms, closeButtonProps });
    return;
  }
  notifications.show({ color: 'green', title, message, autoClose: ms, closeButtonProps });
}

/** docs/product.md section 8: each server message as a red alert; with no response data, a 'Server Error' warning. */
export function alertApiError(error: unknown): void {
  if (error instanceof ApiError && error.errors.length > 0) {
    for (const { msg } of error.errors) alertDanger(msg, ALERT_MS.normal);
    return;
  }
  alertWarning('Server Error', ALERT_MS.normal);
}
