<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Fleetdeck</name>
    <message numerus="yes">
        <source>this machine, %n run(s)</source>
        <translation>
            <numerusform>this machine, %n run</numerusform>
            <numerusform>this machine, %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 ×%2, %n run(s)</source>
        <translation>
            <numerusform>%1 ×%2, %n run</numerusform>
            <numerusform>%1 ×%2, %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) detached</source>
        <translation>
            <numerusform>%n key detached</numerusform>
            <numerusform>%n keys detached</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[binary output: %n byte(s) not shown]</source>
        <translation>
            <numerusform>[binary output: %n byte not shown]</numerusform>
            <numerusform>[binary output: %n bytes not shown]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is not empty (table %2 holds %n row(s)); a fleet is copied into an empty store only</source>
        <translation>
            <numerusform>%1 is not empty (table %2 holds %n row); a fleet is copied into an empty store only</numerusform>
            <numerusform>%1 is not empty (table %2 holds %n rows); a fleet is copied into an empty store only</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Status from %n collector(s)</source>
        <translation>
            <numerusform>Status from %n collector</numerusform>
            <numerusform>Status from %n collectors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FleetdeckCli</name>
    <message numerus="yes">
        <source>Rent %n instance(s) with template %1 for %2/h (%3/day)?</source>
        <translation>
            <numerusform>Rent %n instance with template %1 for %2/h (%3/day)?</numerusform>
            <numerusform>Rent %n instances with template %1 for %2/h (%3/day)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  %1: %n row(s), verified</source>
        <translation>
            <numerusform>  %1: %n row, verified</numerusform>
            <numerusform>  %1: %n rows, verified</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FleetdeckUi</name>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1 (%n run)</numerusform>
            <numerusform>%1 (%n runs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n proof(s) above</source>
        <translation>
            <numerusform>%n proof above</numerusform>
            <numerusform>%n proofs above</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n proof(s) below</source>
        <translation>
            <numerusform>%n proof below</numerusform>
            <numerusform>%n proofs below</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>proof(s) waiting</source>
        <translation>
            <numerusform>proof waiting</numerusform>
            <numerusform>proofs waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The ssh-agent holds %n key(s).</source>
        <translation>
            <numerusform>The ssh-agent holds %n key.</numerusform>
            <numerusform>The ssh-agent holds %n keys.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deploying %1 to %n node(s)…</source>
        <translation>
            <numerusform>Deploying %1 to %n node…</numerusform>
            <numerusform>Deploying %1 to %n nodes…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: the key is in place on %n node(s).</source>
        <translation>
            <numerusform>Done: the key is in place on %n node.</numerusform>
            <numerusform>Done: the key is in place on %n nodes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %1 of %n node(s) failed.</source>
        <translation>
            <numerusform>Done: %1 of %n node failed.</numerusform>
            <numerusform>Done: %1 of %n nodes failed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⋯ %n unchanged line(s)</source>
        <translation>
            <numerusform>⋯ %n unchanged line</numerusform>
            <numerusform>⋯ %n unchanged lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key line(s)</source>
        <translation>
            <numerusform>%n key line</numerusform>
            <numerusform>%n key lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n finding</numerusform>
            <numerusform>%n findings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deployment(s)</source>
        <translation>
            <numerusform>%n deployment</numerusform>
            <numerusform>%n deployments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading and planning %n node(s)…</source>
        <translation>
            <numerusform>Reading and planning %n node…</numerusform>
            <numerusform>Reading and planning %n nodes…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to add</source>
        <translation>
            <numerusform>%n to add</numerusform>
            <numerusform>%n to add</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to repair</source>
        <translation>
            <numerusform>%n to repair</numerusform>
            <numerusform>%n to repair</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged</source>
        <translation>
            <numerusform>%n unchanged</numerusform>
            <numerusform>%n unchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The key %1 is in place on %n node(s).</source>
        <translation>
            <numerusform>The key %1 is in place on %n node.</numerusform>
            <numerusform>The key %1 is in place on %n nodes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 node(s) have the key; %n did not. Select one to see why.</source>
        <translation>
            <numerusform>%1 node(s) have the key; %n did not. Select one to see why.</numerusform>
            <numerusform>%1 node(s) have the key; %n did not. Select one to see why.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n node(s) checked</source>
        <translation>
            <numerusform>%1 of %n node checked</numerusform>
            <numerusform>%1 of %n nodes checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark run(s) still going. Quitting stops them on their nodes and records them as cancelled.</source>
        <translation>
            <numerusform>%n benchmark run still going. Quitting stops them on their nodes and records them as cancelled.</numerusform>
            <numerusform>%n benchmark runs still going. Quitting stops them on their nodes and records them as cancelled.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of %n node(s)</source>
        <translation>
            <numerusform>of %n node</numerusform>
            <numerusform>of %n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %n node(s)</source>
        <translation>
            <numerusform>from %n node</numerusform>
            <numerusform>from %n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without price</source>
        <translation>
            <numerusform>%n without price</numerusform>
            <numerusform>%n without price</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s)</source>
        <translation>
            <numerusform>%n offer</numerusform>
            <numerusform>%n offers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on bad hosts hidden</source>
        <translation>
            <numerusform>%n on a bad host hidden</numerusform>
            <numerusform>%n on bad hosts hidden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate(s) merged</source>
        <translation>
            <numerusform>%n duplicate merged</numerusform>
            <numerusform>%n duplicates merged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with an expected $/proof from this fleet&apos;s runs</source>
        <translation>
            <numerusform>%n with an expected $/proof from this fleet&apos;s runs</numerusform>
            <numerusform>%n with an expected $/proof from this fleet&apos;s runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rent %n instance(s) with template %1 for %2 in all (%3)?</source>
        <translation>
            <numerusform>Rent %n instance with template %1 for %2 in all (%3)?</numerusform>
            <numerusform>Rent %n instances with template %1 for %2 in all (%3)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rented %n instance(s). </source>
        <translation>
            <numerusform>Rented %n instance. </numerusform>
            <numerusform>Rented %n instances. </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>vast.ai holds %n key(s) for instance %1:</source>
        <translation>
            <numerusform>vast.ai holds %n key for instance %1:</numerusform>
            <numerusform>vast.ai holds %n keys for instance %1:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stopped</source>
        <translation>
            <numerusform>%n stopped</numerusform>
            <numerusform>%n stopped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stopped instance(s) still bill their storage: %1. Destroy what you no longer need.</source>
        <translation>
            <numerusform>%n stopped instance still bills its storage: %1. Destroy what you no longer need.</numerusform>
            <numerusform>%n stopped instances still bill their storage: %1. Destroy what you no longer need.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s) on the list</source>
        <translation>
            <numerusform>%n machine on the list</numerusform>
            <numerusform>%n machines on the list</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hidden by the level filter</source>
        <translation>
            <numerusform>%n hidden by the level filter</numerusform>
            <numerusform>%n hidden by the level filter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>paused: %n new line(s) held</source>
        <translation>
            <numerusform>paused: %n new line held</numerusform>
            <numerusform>paused: %n new lines held</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n older line(s) dropped (the view keeps the newest %1)</source>
        <translation>
            <numerusform>%n older line dropped (the view keeps the newest %1)</numerusform>
            <numerusform>%n older lines dropped (the view keeps the newest %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Nodes — Logs — Fleetdeck</source>
        <translation>
            <numerusform>%n Node — Logs — Fleetdeck</numerusform>
            <numerusform>%n Nodes — Logs — Fleetdeck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>read from the store, as %n collector(s) wrote it; this console opens no SSH session to poll</source>
        <translation>
            <numerusform>read from the store, as %n collector wrote it; this console opens no SSH session to poll</numerusform>
            <numerusform>read from the store, as %n collectors wrote it; this console opens no SSH session to poll</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>polled by this console every %n second(s)</source>
        <translation>
            <numerusform>polled by this console every second</numerusform>
            <numerusform>polled by this console every %n seconds</numerusform>
        </translation>
    </message>
</context>
</TS>
