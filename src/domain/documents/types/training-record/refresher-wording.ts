/**
 * How a training record words a refresher no law sets: as the business's own choice, so that no
 * reader takes it for a legal interval, or as the changes that call for the training again.
 */
export const OWN_INTERVAL = "(the business's own interval)";

export const ownInterval = (text: string): string => `${text} ${OWN_INTERVAL}`;

/** For training a law elsewhere repeats at a set interval but the law here is not known to. */
export const ON_CHANGE = "When the task, equipment or law changes";
