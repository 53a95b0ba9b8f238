/**
 * Resolves in a task of its own: the browser paints and handles input between what comes
 * before and what comes after, and neither half counts as one long task.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
