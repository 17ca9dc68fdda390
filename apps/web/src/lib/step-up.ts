/**
 * What moves money or power asks the session to prove itself again (the API answers 401 with
 * `stepUpRequired`). The API client asks whoever registered here (the step-up dialog) and, once
 * the session has stepped up, sends the same call again, so every mutation gets it in one place.
 */
type StepUpPrompt = () => Promise<boolean>;

let prompt: StepUpPrompt | null = null;

export function setStepUpPrompt(next: StepUpPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/** True once the session has stepped up; false when the user cancelled or nothing can ask. */
export function askForStepUp(): Promise<boolean> {
  return prompt ? prompt() : Promise.resolve(false);
}

/** Where a staff member without a required second factor is sent (the only page open to them). */
export const SECOND_FACTOR_PAGE = '/settings/security';
