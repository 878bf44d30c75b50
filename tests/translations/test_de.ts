<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- A tiny German catalogue for the tests of the translation loader: a few strings of the real
     sources, under the contexts lupdate gives them. Not shipped. -->
<TS version="2.1" language="de_DE">
<context>
    <name>Fleetdeck</name>
    <message>
        <source>Healthy</source>
        <translation>Gesund</translation>
    </message>
    <message>
        <source>Daemon down</source>
        <translation>Daemon ausgefallen</translation>
    </message>
</context>
<context>
    <name>FleetdeckCli</name>
    <message>
        <source>unknown command &apos;%1&apos; (see fleetdeck-cli --help)</source>
        <translation>unbekannter Befehl „%1“ (siehe fleetdeck-cli --help)</translation>
    </message>
</context>
<context>
    <name>fleetdeck::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
</context>
</TS>
