// Query keys of the peer registries (GET /api/peers) and of this registry's own keys, which peers pin.
export const peerKeys = {
  all: ['peers'] as const,
  ownKeys: () => [...peerKeys.all, 'own-keys'] as const,
};
