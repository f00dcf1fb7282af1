// Query keys of the peer registries (GET /api/peers).
export const peerKeys = {
  all: ['peers'] as const,
};
