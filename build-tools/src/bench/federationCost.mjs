// Federated figures against the monolith's (issue 19, docs/adr/039): the table the bench prints.

/** Issue 19: federation may cost at most this much more than the monolith, in bytes and in time. */
export const FEDERATION_COST_TARGET_PCT = 10;

/** federated / monolith - 1, in percent (one decimal); null when the monolith figure is 0. */
export function costPct(federated, monolith) {
  return monolith > 0 ? Math.round((federated / monolith - 1) * 1000) / 10 : null;
}

function row(page, figure, federated, monolith) {
  const pct = costPct(federated, monolith);
  return { page, figure, federated, monolith, costPct: pct, target: FEDERATION_COST_TARGET_PCT, met: pct !== null && pct <= FEDERATION_COST_TARGET_PCT };
}

/**
 * The comparison table: per cold load path its bytes and requests (to render and at idle),
 * the time to its heading painted and, for a page sent with its HTML snapshot, the bytes and
 * time to the live page (docs/adr/050); per nav timing its milliseconds. A figure missing on
 * either side is left out.
 */
export function federationCost(federated, monolith) {
  const rows = [];
  for (const fed of federated.coldLoads ?? []) {
    const mono = (monolith.coldLoads ?? []).find((m) => m.path === fed.path && m.signedIn === fed.signedIn);
    if (!mono) continue;
    const page = `${fed.path}${fed.signedIn ? ' (signed in)' : ''}`;
    for (const figure of ['bytesToRender', 'requestsToRender', 'bytes', 'requests', 'headingPaintedMs', 'bytesToLive', 'liveMs']) {
      if (fed[figure] !== undefined && mono[figure] !== undefined) rows.push(row(page, figure, fed[figure], mono[figure]));
    }
  }
  (federated.navTimings ?? []).forEach((fed, i) => {
    const mono = monolith.navTimings?.[i];
    if (mono?.navigation === fed.navigation) rows.push(row(`${fed.navigation} (${fed.visit})`, 'ms', fed.ms, mono.ms));
  });
  return rows;
}
