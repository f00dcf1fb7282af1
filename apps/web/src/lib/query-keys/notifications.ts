// Query keys of the signed-in person's notification settings (issue 12).
export const notificationSettingsKeys = {
  mine: ['profile', 'notifications'] as const,
};
