<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_GB" sourcelanguage="fr_FR">
<context>
    <name>AnnoncePointsBox</name>
    <message>
        <location filename="../entry/paper_fields.py" line="31" />
        <location filename="../entry/paper_fields.py" line="36" />
        <source>aucune</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../entry/paper_fields.py" line="38" />
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <location filename="../entry/paper_fields.py" line="40" />
        <source>renonce</source>
        <translation>renonce</translation>
    </message>
</context>
<context>
    <name>BackupModel</name>
    <message>
        <location filename="../backups_dialog.py" line="87" />
        <source>Date de la copie</source>
        <translation>Date of the copy</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="88" />
        <source>Raison</source>
        <translation>Reason</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="89" />
        <source>Équipes</source>
        <translation>Teams</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="90" />
        <source>Tours</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="91" />
        <source>Donnes</source>
        <translation>Deals</translation>
    </message>
</context>
<context>
    <name>BackupsDialog</name>
    <message>
        <location filename="../backups_dialog.py" line="126" />
        <source>Sauvegardes du tournoi</source>
        <translation>Backups of the tournament</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="132" />
        <source>Une copie du tournoi est faite avant chaque tirage, avant chaque correction d'une partie terminée et avant chaque restauration. Restaurer une copie remet tout le tournoi dans l'état où il était à ce moment-là.</source>
        <translation>A copy of the tournament is made before each draw, before each correction of a finished game and before each restore. Restoring a copy puts the whole tournament back as it was at that moment.</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="144" />
        <source>&amp;Faire une sauvegarde maintenant</source>
        <translation>&amp;Make a backup now</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="146" />
        <source>&amp;Restaurer…</source>
        <translation>&amp;Restore…</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="148" />
        <source>Ouvrir le &amp;dossier</source>
        <translation>Open the &amp;folder</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="221" />
        <source>Aucune copie pour l'instant.</source>
        <translation>No copy yet.</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="231" />
        <source>Dans cette copie, équipes : {teams}, tours tirés : {rounds}, donnes : {donnes}.</source>
        <translation>In this copy, teams: {teams}, rounds drawn: {rounds}, deals: {donnes}.</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="236" />
        <source>Dernier changement enregistré à {time}.</source>
        <translation>Last change recorded at {time}.</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="240" />
        <source>Dernier changement enregistré : {when}.</source>
        <translation>Last change recorded: {when}.</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="254" />
        <source>Copie faite : {file}</source>
        <translation>Copy made: {file}</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="265" />
        <source>Remettre tout le tournoi dans l'état de la copie du {when} ({reason}) ?

L'état actuel est d'abord sauvegardé lui-même (raison « Avant une restauration ») : pour revenir en arrière, restaurez cette copie-là.

Les actions faites jusqu'ici ne pourront plus être annulées par Ctrl+Z.</source>
        <translation>Put the whole tournament back as it was in the copy of {when} ({reason})?

The current state is first backed up itself (reason “Avant une restauration”): to go back, restore that copy.

What was done until now can no longer be undone with Ctrl+Z.</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="270" />
        <source>Restaurer une sauvegarde</source>
        <translation>Restore a backup</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="275" />
        <source>Restauration impossible</source>
        <translation>Cannot restore</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="282" />
        <source>Tournoi restauré dans l'état du {when}. L'état remplacé est gardé dans la copie du {saved}.</source>
        <translation>Tournament restored as it was on {when}. The state it replaced is kept in the copy of {saved}.</translation>
    </message>
</context>
<context>
    <name>BracketTree</name>
    <message>
        <location filename="../rounds/bracket_view.py" line="22" />
        <source>Rencontre</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../rounds/bracket_view.py" line="23" />
        <source>Tour et table</source>
        <translation>Round and table</translation>
    </message>
    <message>
        <location filename="../rounds/bracket_view.py" line="24" />
        <source>Marques</source>
        <translation>Marks</translation>
    </message>
    <message>
        <location filename="../rounds/bracket_view.py" line="25" />
        <source>Vainqueur</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../rounds/bracket_view.py" line="36" />
        <source>Pas de phase finale : « Phase finale… » la tire après les tours.</source>
        <translation>No finals: “Finals…” draws them after the rounds.</translation>
    </message>
    <message>
        <location filename="../rounds/bracket_view.py" line="48" />
        <source>Tableau principal</source>
        <translation>Main bracket</translation>
    </message>
    <message>
        <location filename="../rounds/bracket_view.py" line="48" />
        <source>Consolante</source>
        <translation>Consolation</translation>
    </message>
    <message>
        <location filename="../rounds/bracket_view.py" line="59" />
        <source>{team} : exempte</source>
        <translation>{team}: bye</translation>
    </message>
    <message>
        <location filename="../rounds/bracket_view.py" line="60" />
        <source>{a} contre {b}</source>
        <translation>{a} against {b}</translation>
    </message>
    <message>
        <location filename="../rounds/bracket_view.py" line="66" />
        <source>tour {round}, table {table}</source>
        <translation>round {round}, table {table}</translation>
    </message>
    <message>
        <location filename="../rounds/bracket_view.py" line="70" />
        <source>(égalité : une donne de plus, §10.4)</source>
        <translation>(tied: one more deal, §10.4)</translation>
    </message>
    <message>
        <location filename="../rounds/bracket_view.py" line="45" />
        <source>Départage : {rule}</source>
        <translation>Tie-break: {rule}</translation>
    </message>
    <message>
        <location filename="../rounds/bracket_view.py" line="82" />
        <source>(égalité : la tête de série {seed} passe)</source>
        <translation>(tie: seed {seed} goes through)</translation>
    </message>
    <message>
        <location filename="../rounds/bracket_view.py" line="61" />
        <source>Consolante des perdants des {stage}</source>
        <translation>Consolation for the losers of the {stage}</translation>
    </message>
    <message>
        <location filename="../rounds/bracket_view.py" line="67" />
        <source>{consolante} : tirée avec le tour suivant du tableau ({next})</source>
        <translation>{consolante}: drawn with the bracket's next round ({next})</translation>
    </message>
</context>
<context>
    <name>CheckInModel</name>
    <message>
        <location filename="../teams/check_in_panel.py" line="54" />
        <source>N°</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="55" />
        <source>Équipe</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="56" />
        <source>Joueurs</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="57" />
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="58" />
        <source>Présente</source>
        <translation>Present</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="59" />
        <source>Payée</source>
        <translation>Paid</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="95" />
        <source>présente</source>
        <translation>present</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="95" />
        <source>absente</source>
        <translation>absent</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="96" />
        <source>payée</source>
        <translation>paid</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="96" />
        <source>non payée</source>
        <translation>not paid</translation>
    </message>
</context>
<context>
    <name>CheckInPanel</name>
    <message>
        <location filename="../teams/check_in_panel.py" line="115" />
        <source>nom d'équipe ou de joueur, numéro</source>
        <translation>team or player name, number</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="117" />
        <source>Sans tenir compte des accents ni des majuscules ; Entrée va à la liste</source>
        <translation>Accents and capitals ignored; Enter goes to the list</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="128" />
        <source>Présente (Espace)</source>
        <translation>Present (Space)</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="130" />
        <source>Pointer l'équipe choisie présente, ou plus présente (Espace)</source>
        <translation>Check the chosen team in as present, or take it back (Space)</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="134" />
        <source>Payée (P)</source>
        <translation>Paid (P)</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="136" />
        <source>Noter que l'équipe choisie a payé son inscription, ou plus (P)</source>
        <translation>Record that the chosen team paid its entry, or take it back (P)</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="141" />
        <source>C&amp;hercher</source>
        <translation>Searc&amp;h</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="151" />
        <source>Tapez un nom puis Entrée ; &lt;b&gt;Espace&lt;/b&gt; : présente, &lt;b&gt;P&lt;/b&gt; : payée ; Ctrl+F : nouvelle recherche ; Ctrl+Z annule.</source>
        <translation>Type a name then Enter; &lt;b&gt;Space&lt;/b&gt;: present, &lt;b&gt;P&lt;/b&gt;: paid; Ctrl+F: new search; Ctrl+Z undoes.</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="196" />
        <source>Présentes : {present} / {total} · payées : {paid}</source>
        <translation>Present: {present} / {total} · paid: {paid}</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="242" />
        <source>Équipe {number} « {name} » pointée présente.</source>
        <translation>Team {number} “{name}” checked in.</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="244" />
        <source>Équipe {number} « {name} » n'est plus pointée présente.</source>
        <translation>Team {number} “{name}” no longer checked in.</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="255" />
        <source>Équipe {number} « {name} » : inscription payée.</source>
        <translation>Team {number} “{name}”: entry paid.</translation>
    </message>
    <message>
        <location filename="../teams/check_in_panel.py" line="257" />
        <source>Équipe {number} « {name} » : inscription plus payée.</source>
        <translation>Team {number} “{name}”: entry no longer paid.</translation>
    </message>
</context>
<context>
    <name>DecisionBox</name>
    <message>
        <location filename="../entry/paper_fields.py" line="86" />
        <source>motif, par exemple : 3e maldonne</source>
        <translation>reason, for example: 3rd misdeal</translation>
    </message>
</context>
<context>
    <name>DonneForm</name>
    <message>
        <location filename="../entry/form.py" line="92" />
        <source>Saisir une donne avec le formulaire</source>
        <translation>Enter a deal with the form</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="131" />
        <source>Points d'annonces écr&amp;its</source>
        <translation>Declaration points wr&amp;itten</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="133" />
        <source>Enre&amp;gistrer</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="152" />
        <source>&amp;Tout le monde passe</source>
        <translation>&amp;Everybody passed</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="153" />
        <source>&amp;Décision</source>
        <translation>Arbiter's &amp;decision</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="156" />
        <source>Preneur</source>
        <translation>Taker</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="160" />
        <source>&amp;Marques et motif</source>
        <translation>&amp;Marks and reason</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="170" />
        <source>&amp;Contrat</source>
        <translation>&amp;Contract</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="175" />
        <source>capot</source>
        <translation>capot</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="179" />
        <location filename="../entry/annonces.py" line="139" />
        <source>pique</source>
        <translation>spades</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="180" />
        <location filename="../entry/annonces.py" line="140" />
        <source>cœur</source>
        <translation>hearts</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="181" />
        <location filename="../entry/annonces.py" line="141" />
        <source>carreau</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="182" />
        <location filename="../entry/annonces.py" line="142" />
        <source>trèfle</source>
        <translation>clubs</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="183" />
        <source>Sans Atout</source>
        <translation>No Trumps</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="184" />
        <source>Tout Atout</source>
        <translation>All Trumps</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="194" />
        <source>At&amp;out</source>
        <translation>&amp;Trumps</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="199" />
        <source>sans</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="200" />
        <source>contré</source>
        <translation>doubled</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="201" />
        <source>surcontré</source>
        <translation>redoubled</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="206" />
        <source>Contr&amp;e</source>
        <translation>&amp;Double</translation>
    </message>
    <message>
        <location filename="../entry/points_field.py" line="38" />
        <source>dix de der compris ; avec un capot, ils peuvent rester vides</source>
        <translation>last trick bonus included; with a capot, they can be left empty</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="212" />
        <source>Poi&amp;nts des preneurs</source>
        <translation>Takers' poi&amp;nts</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="215" />
        <source>aucun</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="219" />
        <source>Ca&amp;pot</source>
        <translation>Ca&amp;pot</translation>
    </message>
    <message>
        <location filename="../entry/belote_field.py" line="32" />
        <source>aucune</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="225" />
        <source>Be&amp;lote</source>
        <translation>Be&amp;lote</translation>
    </message>
    <message>
        <location filename="../entry/annonces.py" line="56" />
        <location filename="../entry/belote_field.py" line="57" />
        <source>équipe {team}</source>
        <translation>team {team}</translation>
    </message>
    <message>
        <location filename="../entry/belote_field.py" line="65" />
        <source>une par couleur au plus</source>
        <translation>one per suit at most</translation>
    </message>
    <message>
        <location filename="../entry/annonces.py" line="60" />
        <source>A&amp;jouter</source>
        <translation>A&amp;dd</translation>
    </message>
    <message>
        <location filename="../entry/annonces.py" line="62" />
        <source>&amp;Retirer</source>
        <translation>Remo&amp;ve</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="233" />
        <source>Annonce&amp;s</source>
        <translation>Decla&amp;rations</translation>
    </message>
    <message>
        <location filename="../entry/annonces.py" line="130" />
        <source>tierce</source>
        <translation>tierce</translation>
    </message>
    <message>
        <location filename="../entry/annonces.py" line="131" />
        <source>cinquante</source>
        <translation>fifty</translation>
    </message>
    <message>
        <location filename="../entry/annonces.py" line="132" />
        <source>cent</source>
        <translation>hundred</translation>
    </message>
    <message>
        <location filename="../entry/annonces.py" line="133" />
        <source>carré</source>
        <translation>carré</translation>
    </message>
    <message>
        <location filename="../entry/annonces.py" line="152" />
        <source>valet</source>
        <translation>jack</translation>
    </message>
    <message>
        <location filename="../entry/annonces.py" line="153" />
        <source>dame</source>
        <translation>queen</translation>
    </message>
    <message>
        <location filename="../entry/annonces.py" line="154" />
        <source>roi</source>
        <translation>king</translation>
    </message>
    <message>
        <location filename="../entry/annonces.py" line="155" />
        <source>as</source>
        <translation>ace</translation>
    </message>
    <message>
        <location filename="../entry/annonces.py" line="95" />
        <source>{annonce}, équipe {team}</source>
        <translation>{annonce}, team {team}</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="321" />
        <source>Choisissez le preneur : A, B, ou tout le monde passe.</source>
        <translation>Choose the taker: A, B, or everybody passed.</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="353" />
        <source>les preneurs</source>
        <translation>the takers</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="353" />
        <source>la défense</source>
        <translation>the defence</translation>
    </message>
    <message>
        <location filename="../entry/form.py" line="354" />
        <source>{team}, {side}</source>
        <translation>{team}, {side}</translation>
    </message>
    <message>
        <location filename="../entry/form_foot.py" line="43" />
        <source>Notation</source>
        <translation>Shorthand</translation>
    </message>
    <message>
        <location filename="../entry/form_foot.py" line="48" />
        <source>elle s'affiche quand le contrat est choisi</source>
        <translation>shown once the contract is chosen</translation>
    </message>
</context>
<context>
    <name>DonneWords</name>
    <message>
        <location filename="../entry/donne_words.py" line="25" />
        <source>capot</source>
        <translation>capot</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="29" />
        <source>pique</source>
        <translation>spades</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="30" />
        <source>cœur</source>
        <translation>hearts</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="31" />
        <source>carreau</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="32" />
        <source>trèfle</source>
        <translation>clubs</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="33" />
        <source>sans atout</source>
        <translation>no trumps</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="34" />
        <source>tout atout</source>
        <translation>all trumps</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="40" />
        <source>contré</source>
        <translation>doubled</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="41" />
        <source>surcontré</source>
        <translation>redoubled</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="48" />
        <location filename="../entry/donne_words.py" line="121" />
        <source>renonce {team}</source>
        <translation>renonce {team}</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="57" />
        <source>décision</source>
        <translation>decision</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="58" />
        <source>décision : {reason}</source>
        <translation>decision: {reason}</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="60" />
        <source>blanche</source>
        <translation>passed out</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="66" />
        <source>Décision de l'arbitre</source>
        <translation>Arbiter's decision</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="67" />
        <source>Décision de l'arbitre : {reason}</source>
        <translation>Arbiter's decision: {reason}</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="72" />
        <source>litige</source>
        <translation>tie (litige)</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="74" />
        <source>fait</source>
        <translation>made</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="75" />
        <source>chuté</source>
        <translation>down</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="75" />
        <source>dedans</source>
        <translation>down (dedans)</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="82" />
        <source>{decision} ({a} pour A, {b} pour B).</source>
        <translation>{decision} ({a} to A, {b} to B).</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="86" />
        <source>Donne blanche : tous ont passé.</source>
        <translation>Passed-out deal: everyone passed.</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="87" />
        <source>atout ?</source>
        <translation>trumps?</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="89" />
        <source>{taker} prend capot à {trump}</source>
        <translation>{taker} bids capot in {trump}</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="91" />
        <source>{taker} prend à {contract} {trump}</source>
        <translation>{taker} bids {contract} {trump}</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="95" />
        <source>{taker} prend à {trump}</source>
        <translation>{taker} takes in {trump}</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="101" />
        <source>{points} points</source>
        <translation>{points} points</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="103" />
        <source>capot de {team}</source>
        <translation>capot by {team}</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="107" />
        <source>belote {team}</source>
        <translation>belote {team}</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="110" />
        <source>{count} belotes {team}</source>
        <translation>{count} belotes {team}</translation>
    </message>
    <message>
        <location filename="../entry/donne_words.py" line="116" />
        <source>annonces {team} {points}</source>
        <translation>declarations {team} {points}</translation>
    </message>
</context>
<context>
    <name>DrawDialog</name>
    <message>
        <location filename="../rounds/round_dialogs.py" line="94" />
        <source>Tirer le tour {number}</source>
        <translation>Draw round {number}</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="98" />
        <source>&lt;b&gt;Comment tirer le tour {number} ?&lt;/b&gt;</source>
        <translation>&lt;b&gt;How should round {number} be drawn?&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="118" />
        <source>vide : choisie au hasard</source>
        <translation>empty: chosen at random</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="121" />
        <source>La graine d'un tirage déjà fait (affichée après le tirage) le refait à l'identique.</source>
        <translation>The seed of a draw already made (shown after the draw) makes exactly the same draw again.</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="124" />
        <source>&amp;Graine du tirage au sort</source>
        <translation>Draw s&amp;eed</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="137" />
        <source>&amp;Tirer</source>
        <translation>&amp;Draw</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="137" />
        <source>&amp;Tirer sans elles</source>
        <translation>&amp;Draw without them</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="144" />
        <source>Éviter deux équipes du même c&amp;lub</source>
        <translation>Keep teams of the same c&amp;lub apart</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="149" />
        <source>Tirages au sort, et système suisse jusqu'au tour {last} : deux équipes d'un même club ne se rencontrent que si rien d'autre n'évite une revanche.</source>
        <translation>Random draws, and Swiss system up to round {last}: two teams of the same club meet only when nothing else avoids a rematch.</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="163" />
        <source>Retirer l'équipe {number} « {name} », perdante par forfait</source>
        <translation>Withdraw team {number} “{name}”, loser by forfeit</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="179" />
        <source>&lt;b&gt;Équipes non pointées : elles ne seront pas tirées&lt;/b&gt; et seront retirées avant le premier tour (réinscription possible dans Équipes) : {teams}.</source>
        <translation>&lt;b&gt;Teams not checked in: they will not be drawn&lt;/b&gt; and will be withdrawn before the first round (they can be re-registered in Teams): {teams}.</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="188" />
        <source>&lt;b&gt;Équipes perdantes par forfait au tour précédent&lt;/b&gt; : cochez celles qui ne reviennent pas (elles sont retirées avant ce tirage).</source>
        <translation>&lt;b&gt;Teams that lost by forfeit in the previous round&lt;/b&gt;: tick those that are not coming back (they are withdrawn before this draw).</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="221" />
        <source>&amp;Système suisse</source>
        <translation>&amp;Swiss system</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="223" />
        <source>Les équipes se rencontrent selon le classement : 1re contre 2e, 3e contre 4e…, sans jamais se retrouver quand c'est évitable. Les mieux classées jouent aux premières tables.</source>
        <translation>Teams are paired by the standings: 1st against 2nd, 3rd against 4th…, never meeting again when it can be avoided. The best-placed teams play at the first tables.</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="230" />
        <source>Tirage au so&amp;rt</source>
        <translation>&amp;Random draw</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="232" />
        <source>Les tables sont tirées au hasard, sans que deux équipes se retrouvent quand c'est évitable. La même graine refait le même tirage.</source>
        <translation>Tables are drawn at random, without two teams meeting again when it can be avoided. The same seed makes the same draw.</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="238" />
        <source>Rotation &amp;préétablie</source>
        <translation>&amp;Preset rotation</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="240" />
        <source>Un tableau fixé d'avance (comme un championnat) : chaque tour suit le plan imprimable avant le concours. Les mêmes équipes doivent jouer à chaque tour.</source>
        <translation>A schedule fixed in advance (like a league): each round follows the plan, which can be printed before the tournament. The same teams must play in every round.</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="257" />
        <source>La graine du tirage est un nombre entier de 0 à {max}.</source>
        <translation>The draw's seed is a whole number from 0 to {max}.</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="203" />
        <source>&lt;b&gt;Équipes tirées qui n'ont pas payé leur inscription&lt;/b&gt; (le tirage les prend) : {teams}.</source>
        <translation>&lt;b&gt;Teams drawn that have not paid their entry&lt;/b&gt; (the draw takes them): {teams}.</translation>
    </message>
</context>
<context>
    <name>Entrants</name>
    <message>
        <location filename="../entrants/commands.py" line="63" />
        <source>Importer « {file} »</source>
        <translation>Import “{file}”</translation>
    </message>
</context>
<context>
    <name>EntryPage</name>
    <message>
        <location filename="../tournament_tabs.py" line="47" />
        <location filename="../entry/page.py" line="58" />
        <source>Saisie</source>
        <translation>Score entry</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="33" />
        <source>To&amp;ur</source>
        <translation>Ro&amp;und</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="38" />
        <source>n°, e12 ou un nom</source>
        <translation>no., e12 or a name</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="41" />
        <source>Numéro de table puis Entrée (Ctrl+G pour venir ici).
« e12 » ou « équipe 12 » : la table de l'équipe 12 ;
une partie d'un nom : la table de cette équipe.</source>
        <translation>Table number then Enter (Ctrl+G to come here).
“e12” or “équipe 12”: the table of team 12;
part of a name: that team's table.</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="48" />
        <source>Ta&amp;ble</source>
        <translation>Ta&amp;ble</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="51" />
        <source>◀ Table précédente</source>
        <translation>◀ Previous table</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="54" />
        <source>Table précédente (Page précédente)</source>
        <translation>Previous table (Page Up)</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="56" />
        <source>Table suivante ▶</source>
        <translation>Next table ▶</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="58" />
        <source>Table suivante (Page suivante)</source>
        <translation>Next table (Page Down)</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="134" />
        <source>Toutes les tables du tour {round} sont terminées.</source>
        <translation>Every table of round {round} is finished.</translation>
    </message>
    <message>
        <location filename="../entry/side.py" line="45" />
        <source>Totau&amp;x de la feuille…</source>
        <translation>Sheet total&amp;s…</translation>
    </message>
    <message>
        <location filename="../entry/side.py" line="46" />
        <source>Comparer avec les totaux écrits sur la feuille papier (Alt+X)</source>
        <translation>Compare with the totals written on the paper score sheet (Alt+S)</translation>
    </message>
    <message>
        <location filename="../entry/side.py" line="52" />
        <source>&amp;Valider la partie</source>
        <translation>&amp;Validate the game</translation>
    </message>
    <message>
        <location filename="../entry/side.py" line="53" />
        <source>La partie terminée est validée et verrouillée (Alt+V)</source>
        <translation>The finished game is validated and locked (Alt+V)</translation>
    </message>
    <message>
        <location filename="../entry/side.py" line="59" />
        <source>Déverrouill&amp;er…</source>
        <translation>U&amp;nlock…</translation>
    </message>
    <message>
        <location filename="../entry/side.py" line="60" />
        <source>Rouvrir une partie validée pour la corriger ; le motif est noté (Alt+E)</source>
        <translation>Reopen a validated game to correct it; the reason is recorded (Alt+N)</translation>
    </message>
    <message>
        <location filename="../entry/side.py" line="67" />
        <source>Forfa&amp;it…</source>
        <translation>Fo&amp;rfeit…</translation>
    </message>
    <message>
        <location filename="../entry/side.py" line="68" />
        <source>Une équipe absente perd par forfait (Alt+I)</source>
        <translation>An absent team loses by forfeit (Alt+R)</translation>
    </message>
    <message>
        <location filename="../entry/paper_check.py" line="38" />
        <source>Feuille papier</source>
        <translation>Paper score sheet</translation>
    </message>
    <message>
        <location filename="../entry/paper_check.py" line="49" />
        <source>Entrée ou clic : aller à la donne dans la feuille</source>
        <translation>Enter or click: go to the deal in the sheet</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="80" />
        <source>Aide (F1)</source>
        <translation>Help (F1)</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="82" />
        <source>Toutes les abréviations et les touches (F1)</source>
        <translation>All the abbreviations and keys (F1)</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="85" />
        <source>Formulaire… (F3)</source>
        <translation>Form… (F3)</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="87" />
        <source>Saisir la donne à la souris, avec un formulaire qui montre sa notation (F3)</source>
        <translation>Enter the deal with the mouse, in a form that shows its shorthand (F3)</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="89" />
        <source>Tour {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <location filename="../entry/page.py" line="122" />
        <source>Exporter la feuille (&amp;JSON)…</source>
        <translation>Export the sheet (&amp;JSON)…</translation>
    </message>
    <message>
        <location filename="../entry/page.py" line="123" />
        <source>La feuille dans un fichier, au format JSON du moteur de calcul</source>
        <translation>The sheet in a file, in the scoring engine's JSON format</translation>
    </message>
    <message>
        <location filename="../entry/page.py" line="126" />
        <source>I&amp;mporter une feuille (JSON)…</source>
        <translation>I&amp;mport a sheet (JSON)…</translation>
    </message>
    <message>
        <location filename="../entry/page.py" line="127" />
        <source>Remplacer la feuille par celle d'un fichier JSON ; Ctrl+Z la rétablit</source>
        <translation>Replace the sheet with the one in a JSON file; Ctrl+Z restores it</translation>
    </message>
    <message>
        <location filename="../entry/page.py" line="194" />
        <location filename="../entry/navigation.py" line="158" />
        <source>Aucun tour n'est tiré.</source>
        <translation>No round has been drawn.</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="163" />
        <source>L'équipe {number} ne joue pas au tour {round}.</source>
        <translation>Team {number} does not play in round {round}.</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="169" />
        <source>Aucune équipe du tour {round} ne s'appelle « {text} ».</source>
        <translation>No team in round {round} is called “{text}”.</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="178" />
        <source>Plusieurs équipes : {names}…</source>
        <translation>Several teams: {names}…</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="187" />
        <source>L'équipe {number} est exempte au tour {round}.</source>
        <translation>Team {number} has a bye in round {round}.</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="193" />
        <source>Équipe {number} « {name} » : table {table}.</source>
        <translation>Team {number} “{name}”: table {table}.</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="209" />
        <source>C'est la dernière table.</source>
        <translation>This is the last table.</translation>
    </message>
    <message>
        <location filename="../entry/navigation.py" line="211" />
        <source>C'est la table 1.</source>
        <translation>This is table 1.</translation>
    </message>
    <message>
        <location filename="../entry/summary.py" line="81" />
        <source>Aucun tour n'est tiré</source>
        <translation>No round has been drawn</translation>
    </message>
    <message>
        <location filename="../entry/summary.py" line="83" />
        <source>Tour {round}</source>
        <translation>Round {round}</translation>
    </message>
    <message>
        <location filename="../entry/summary.py" line="88" />
        <source>Tirez un tour dans l'onglet « Tours » pour saisir ses donnes.</source>
        <translation>Draw a round in the “Rounds” tab to enter its deals.</translation>
    </message>
    <message>
        <location filename="../entry/summary.py" line="97" />
        <source>Tour {round} — Table {table}</source>
        <translation>Round {round} — Table {table}</translation>
    </message>
    <message>
        <location filename="../entry/summary.py" line="102" />
        <source>{a}     contre     {b}</source>
        <translation>{a}     versus     {b}</translation>
    </message>
    <message>
        <location filename="../entry/summary.py" line="108" />
        <source> — verrouillée</source>
        <translation> — locked</translation>
    </message>
    <message>
        <location filename="../entry/summary.py" line="110" />
        <source> — totaux seulement</source>
        <translation> — totals only</translation>
    </message>
    <message>
        <location filename="../entry/summary.py" line="158" />
        <source>Équipe {team}
n° {number} « {name} »</source>
        <translation>Team {team}
no. {number} “{name}”</translation>
    </message>
    <message>
        <location filename="../entry/summary.py" line="184" />
        <source>Partie terminée après la donne {n} : {result}</source>
        <translation>Game over after deal {n}: {result}</translation>
    </message>
    <message>
        <location filename="../entry/summary.py" line="171" />
        <source>Litige : {points} points en attente, au gagnant de la prochaine donne.</source>
        <translation>Tie (litige): {points} points held over for the winner of the next deal.</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="129" />
        <source>Do&amp;nne</source>
        <translation>&amp;Deal</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="131" />
        <source>Do&amp;nne {n}</source>
        <translation>&amp;Deal {n}</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="132" />
        <source>Correction de la do&amp;nne {number}</source>
        <translation>Correcting &amp;deal {number}</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="135" />
        <source>Do&amp;nne insérée avant la {number}</source>
        <translation>&amp;Deal inserted before deal {number}</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="145" />
        <source>Partie validée par l'arbitre : déverrouillez-la (Alt+E) pour la modifier.</source>
        <translation>Game validated by the arbiter: unlock it (Alt+N) to change it.</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="152" />
        <source>Table déclarée forfait : annulez le forfait (Alt+I) pour saisir des donnes.</source>
        <translation>Table declared forfeit: cancel the forfeit (Alt+R) to enter deals.</translation>
    </message>
    <message>
        <location filename="../entry/actions.py" line="293" />
        <source>Table {table} — {what}</source>
        <translation>Table {table} — {what}</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="269" />
        <source>À compléter : </source>
        <translation>To complete: </translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="74" />
        <source>Tapez la donne puis Entrée ; F1 : toutes les abréviations ; F3 : le formulaire</source>
        <translation>Type the deal then Enter; F1: all the abbreviations; F3: the form</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="163" />
        <source>Tapez la donne corrigée puis Entrée ; Échap pour abandonner.</source>
        <translation>Type the corrected deal then Enter; Esc to give up.</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="167" />
        <source>Totaux seulement. Pour vérifier la feuille, tapez la donne {number} puis Entrée.</source>
        <translation>Totals only. To check the sheet, type donne {number} then Enter.</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="173" />
        <source>Tapez les deux totaux de la feuille (« 2070 1290 ») puis Entrée.</source>
        <translation>Type the sheet's two totals (“2070 1290”) then Enter.</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="176" />
        <source>Tapez la donne 1 puis Entrée, ou les deux totaux de la feuille (« 2070 1290 »).</source>
        <translation>Type donne 1 then Enter, or the sheet's two totals (“2070 1290”).</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="181" />
        <source>La partie est terminée. Entrée sur une donne (↑) pour la corriger.</source>
        <translation>The game is over. Enter on a deal (↑) to correct it.</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="184" />
        <source>Tapez la donne {number} puis Entrée.</source>
        <translation>Type deal {number} then Enter.</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="236" />
        <source>Ce tournoi se saisit par les totaux : tapez d'abord les deux totaux de la feuille (« 2070 1290 »), les donnes peuvent suivre.</source>
        <translation>This tournament is entered by totals: first type the sheet's two totals (“2070 1290”); the donnes may follow.</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="283" />
        <source>partie nulle</source>
        <translation>a draw</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="285" />
        <source>victoire de l'équipe {team}</source>
        <translation>team {team} wins</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="288" />
        <source>Totaux seulement : A {a}, B {b} &lt;b&gt;→ {outcome}&lt;/b&gt; · Entrée pour enregistrer</source>
        <translation>Totals only: A {a}, B {b} &lt;b&gt;→ {outcome}&lt;/b&gt; · Enter to record</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="306" />
        <source>décision de l'arbitre : A {a}, B {b}</source>
        <translation>arbiter's decision: A {a}, B {b}</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="310" />
        <source>rien à marquer</source>
        <translation>nothing to score</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="313" />
        <source>{result} : A {a}, B {b}</source>
        <translation>{result}: A {a}, B {b}</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="316" />
        <source>{words} &lt;b&gt;→ {outcome}&lt;/b&gt; · totaux {a} – {b}</source>
        <translation>{words} &lt;b&gt;→ {outcome}&lt;/b&gt; · totals {a} – {b}</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="321" />
        <source>fin de la partie, égalité</source>
        <translation>end of the game, a draw</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="323" />
        <source>fin de la partie, victoire de l'équipe {team}</source>
        <translation>end of the game, team {team} wins</translation>
    </message>
    <message>
        <location filename="../entry/actions.py" line="107" />
        <source>Table {table} : totaux {a} – {b} enregistrés.</source>
        <translation>Table {table}: totals {a} – {b} recorded.</translation>
    </message>
    <message>
        <location filename="../entry/actions.py" line="131" />
        <source>Supprimer la donne {n} ({words}) ? Les donnes suivantes remontent d'un rang.</source>
        <translation>Delete deal {n} ({words})? The following deals move up one place.</translation>
    </message>
    <message>
        <location filename="../entry/actions.py" line="152" />
        <source>Supprimer une donne</source>
        <translation>Delete a deal</translation>
    </message>
    <message>
        <location filename="../entry/actions.py" line="156" />
        <source>&amp;Supprimer quand même</source>
        <translation>&amp;Delete anyway</translation>
    </message>
    <message>
        <location filename="../entry/actions.py" line="164" />
        <source>Feuille signée</source>
        <translation>Signed sheet</translation>
    </message>
    <message>
        <location filename="../entry/actions.py" line="166" />
        <source>&amp;Changer quand même</source>
        <translation>&amp;Change anyway</translation>
    </message>
    <message>
        <location filename="../entry/actions.py" line="175" />
        <source>Les équipes A et B ont signé cette feuille sur leur téléphone : la changer efface les signatures. Changer quand même ?</source>
        <translation>Teams A and B signed this sheet on their phone: changing it erases the signatures. Change anyway?</translation>
    </message>
    <message>
        <location filename="../entry/actions.py" line="181" />
        <source>L'équipe {team} a signé cette feuille sur son téléphone : la changer efface les signatures. Changer quand même ?</source>
        <translation>Team {team} signed this sheet on its phone: changing it erases the signatures. Change anyway?</translation>
    </message>
    <message>
        <location filename="../entry/actions.py" line="224" />
        <source>Table {table} validée.</source>
        <translation>Table {table} validated.</translation>
    </message>
    <message>
        <location filename="../entry/actions.py" line="235" />
        <source>Les totaux de la feuille papier ({paper}) diffèrent des totaux calculés ({computed}) : écart {gap_a} pour A, {gap_b} pour B.

Valider quand même la partie de la table {table} avec les totaux calculés ? Le journal notera qu'elle a été validée malgré l'écart.</source>
        <translation>The totals on the paper sheet ({paper}) differ from the computed totals ({computed}): difference {gap_a} for A, {gap_b} for B.

Validate the game at table {table} with the computed totals anyway? The log will record that it was validated despite the difference.</translation>
    </message>
    <message>
        <location filename="../entry/actions.py" line="250" />
        <source>Totaux de la feuille différents</source>
        <translation>Paper sheet totals differ</translation>
    </message>
    <message>
        <location filename="../entry/actions.py" line="252" />
        <source>&amp;Valider quand même</source>
        <translation>&amp;Validate anyway</translation>
    </message>
    <message>
        <location filename="../entry/paper_check.py" line="113" />
        <source>Donnes {numbers}</source>
        <translation>Donnes {numbers}</translation>
    </message>
    <message>
        <location filename="../entry/paper_check.py" line="115" />
        <source>Donne {numbers}</source>
        <translation>Donne {numbers}</translation>
    </message>
    <message>
        <location filename="../entry/paper_check.py" line="119" />
        <source> (le total de l'équipe {team} seulement)</source>
        <translation> (team {team}'s total only)</translation>
    </message>
    <message>
        <location filename="../entry/paper_check.py" line="138" />
        <source>Totaux seulement : {a} – {b}. Les donnes peuvent suivre : quand elles finissent la partie, leurs totaux sont comparés à ceux-ci.</source>
        <translation>Totals only: {a} – {b}. The donnes may follow: once they end the partie, their totals are compared with these.</translation>
    </message>
    <message>
        <location filename="../entry/paper_check.py" line="145" />
        <source>Totaux de la feuille saisis : {a} – {b}.</source>
        <translation>Sheet totals entered: {a} – {b}.</translation>
    </message>
    <message>
        <location filename="../entry/paper_check.py" line="149" />
        <source>Comparez avec les totaux écrits sur la feuille (Alt+X), puis validez la partie (Alt+V).</source>
        <translation>Compare with the totals written on the sheet (Alt+S), then validate the game (Alt+V).</translation>
    </message>
    <message>
        <location filename="../entry/paper_check.py" line="154" />
        <source>Quand la partie est finie, comparez avec la feuille (Alt+X).</source>
        <translation>When the game is over, compare with the sheet (Alt+S).</translation>
    </message>
    <message>
        <location filename="../entry/commands.py" line="59" />
        <source>la donne {n}, table {t}</source>
        <translation>donne {n}, table {t}</translation>
    </message>
    <message>
        <location filename="../entry/commands.py" line="81" />
        <source>la correction de la donne {n}, table {t}</source>
        <translation>the correction of donne {n}, table {t}</translation>
    </message>
    <message>
        <location filename="../entry/commands.py" line="100" />
        <source>l'insertion d'une donne avant la {n}, table {t}</source>
        <translation>the donne inserted before donne {n}, table {t}</translation>
    </message>
    <message>
        <location filename="../entry/commands.py" line="118" />
        <source>la suppression de la donne {n}, table {t}</source>
        <translation>the removal of donne {n}, table {t}</translation>
    </message>
    <message>
        <location filename="../entry/commands.py" line="144" />
        <source>les totaux {a} – {b}, table {t}</source>
        <translation>the totals {a} – {b}, table {t}</translation>
    </message>
    <message>
        <location filename="../entry/commands.py" line="160" />
        <source>la validation de la table {t}</source>
        <translation>the validation of table {t}</translation>
    </message>
    <message>
        <location filename="../entry/commands.py" line="173" />
        <source>validation annulée</source>
        <translation>validation cancelled</translation>
    </message>
    <message>
        <location filename="../entry/commands.py" line="181" />
        <source>le déverrouillage de la table {t}</source>
        <translation>the unlocking of table {t}</translation>
    </message>
    <message>
        <location filename="../entry/commands.py" line="202" />
        <source>le forfait de l'équipe {n}, table {t}</source>
        <translation>the forfeit of team {n}, table {t}</translation>
    </message>
    <message>
        <location filename="../entry/commands.py" line="204" />
        <source>l'annulation du forfait, table {t}</source>
        <translation>the forfeit cancelled, table {t}</translation>
    </message>
    <message>
        <location filename="../entry/commands.py" line="221" />
        <source>l'import de la feuille, table {t}</source>
        <translation>the sheet import, table {t}</translation>
    </message>
    <message>
        <location filename="../entry/sheet_json.py" line="54" />
        <source>Exporter la feuille (JSON)</source>
        <translation>Export the sheet (JSON)</translation>
    </message>
    <message>
        <location filename="../entry/sheet_json.py" line="56" />
        <source>Feuille de marque JSON (*.json)</source>
        <translation>JSON score sheet (*.json)</translation>
    </message>
    <message>
        <location filename="../entry/sheet_json.py" line="68" />
        <source>Feuille de la table {table} exportée : {path}</source>
        <translation>Sheet of table {table} exported: {path}</translation>
    </message>
    <message>
        <location filename="../entry/sheet_json.py" line="85" />
        <source>Impossible d'écrire « {path} » : {reason}.</source>
        <translation>Cannot write “{path}”: {reason}.</translation>
    </message>
    <message>
        <location filename="../entry/sheet_json.py" line="99" />
        <source>Importer une feuille (JSON)</source>
        <translation>Import a sheet (JSON)</translation>
    </message>
    <message>
        <location filename="../entry/sheet_json.py" line="101" />
        <source>Feuille de marque JSON (*.json);;Tous les fichiers (*)</source>
        <translation>JSON score sheet (*.json);;All files (*)</translation>
    </message>
    <message>
        <location filename="../entry/sheet_json.py" line="129" />
        <source>Table {table} : {donnes} importées de {name}.</source>
        <translation>Table {table}: {donnes} imported from {name}.</translation>
    </message>
    <message>
        <location filename="../entry/sheet_json.py" line="138" />
        <source>Le fichier « {name} » donne {donnes} : totaux {a} – {b}.</source>
        <translation>The file “{name}” gives {donnes}: totals {a} – {b}.</translation>
    </message>
    <message>
        <location filename="../entry/sheet_json.py" line="149" />
        <source>Ses règles diffèrent de celles du tournoi : elles sont ignorées, les donnes sont comptées avec les règles du tournoi.</source>
        <translation>Its rules differ from the tournament's: they are ignored, the deals are scored with the tournament's rules.</translation>
    </message>
    <message>
        <location filename="../entry/sheet_json.py" line="155" />
        <source>Importer une feuille à la table {table}</source>
        <translation>Import a sheet at table {table}</translation>
    </message>
    <message>
        <location filename="../entry/sheet_json.py" line="160" />
        <source>La feuille de la table {table} est vide.</source>
        <translation>The sheet of table {table} is empty.</translation>
    </message>
    <message>
        <location filename="../entry/sheet_json.py" line="167" />
        <source>L'importer ?</source>
        <translation>Import it?</translation>
    </message>
    <message>
        <location filename="../entry/sheet_json.py" line="170" />
        <source>Elle remplace la feuille de la table {table} et ses {donnes} (totaux {a} – {b}). Ctrl+Z la rétablit.</source>
        <translation>It replaces the sheet of table {table} and its {donnes} (totals {a} – {b}). Ctrl+Z restores it.</translation>
    </message>
    <message>
        <location filename="../entry/sheet_json.py" line="185" />
        <source>&amp;Remplacer la feuille</source>
        <translation>&amp;Replace the sheet</translation>
    </message>
    <message>
        <location filename="../entry/line.py" line="228" />
        <source>Un seul total ({total}) : il manque le second, celui de l'équipe B, après une espace (« {total} 1290 »).</source>
        <translation>A single total ({total}): the second one, team B's, is missing, after a space (“{total} 1290”).</translation>
    </message>
    <message>
        <location filename="../entry/page.py" line="130" />
        <source>Arrêtée au tem&amp;ps</source>
        <translation>Stopped on &amp;time</translation>
    </message>
    <message>
        <location filename="../entry/page.py" line="133" />
        <source>Partie au temps : à la sonnerie, la donne en cours finie, la partie s'arrête après sa dernière donne ; le plus haut total gagne (de nouveau : elle continue)</source>
        <translation>Timed game: at the bell, once the deal in play is finished, the game stops after its last deal; the higher total wins (again: it goes on)</translation>
    </message>
    <message>
        <location filename="../entry/commands.py" line="182" />
        <source>l'arrêt au temps de la table {t}</source>
        <translation>stopping table {t} on time</translation>
    </message>
    <message>
        <location filename="../entry/judging.py" line="1" />
        <source>Si la partie a été arrêtée au temps, marquez-la d'abord « Arrêtée au temps » (Ctrl+Maj+T).</source>
        <translation>If the partie was stopped on time, first mark it “Stopped on time” (Ctrl+Shift+T).</translation>
    </message>
    <message>
        <location filename="../entry/commands.py" line="1" />
        <source>l'arrêt au temps et les totaux {a} – {b}, table {t}</source>
        <translation>the stop on time and the totals {a} – {b}, table {t}</translation>
    </message>
    <message>
        <location filename="../entry/questions.py" line="1" />
        <source>Partie arrêtée au temps ?</source>
        <translation>Partie stopped on time?</translation>
    </message>
    <message>
        <location filename="../entry/questions.py" line="1" />
        <source>Totaux {a} – {b} : aucune équipe n'atteint les {target} points.

La partie de la table {table} a-t-elle été arrêtée au temps ? La marquer « Arrêtée au temps » et enregistrer ces totaux (Ctrl+Z annule les deux) ?</source>
        <translation>Totals {a} – {b}: neither team reaches {target} points.

Was the partie at table {table} stopped on time? Mark it “Stopped on time” and record these totals (Ctrl+Z undoes both)?</translation>
    </message>
    <message>
        <location filename="../entry/questions.py" line="1" />
        <source>&amp;Marquer et enregistrer</source>
        <translation>&amp;Mark and record</translation>
    </message>
    <message>
        <location filename="../entry/questions.py" line="1" />
        <source>Arrêtée au temps</source>
        <translation>Stopped on time</translation>
    </message>
    <message>
        <location filename="../entry/questions.py" line="1" />
        <source>Le chrono du tour indique encore {left}. Marquer la partie arrêtée au temps ?</source>
        <translation>The round's clock still shows {left}. Mark the partie stopped on time?</translation>
    </message>
    <message>
        <location filename="../entry/questions.py" line="1" />
        <source>&amp;Marquer arrêtée au temps</source>
        <translation>&amp;Mark stopped on time</translation>
    </message>
    <message>
        <location filename="../entry/page.py" line="1" />
        <source>Re&amp;prendre la partie</source>
        <translation>Resume the &amp;partie</translation>
    </message>
    <message>
        <location filename="../entry/judging.py" line="1" />
        <source>Si la partie a été arrêtée au temps, Entrée propose de la marquer « Arrêtée au temps » avec ces totaux.</source>
        <translation>If the partie was stopped on time, Enter offers to mark it “Stopped on time” with these totals.</translation>
    </message>
    <message>
        <location filename="../entry/presenter.py" line="1" />
        <source>Table {table} : arrêtée au temps, totaux {a} – {b} enregistrés.</source>
        <translation>Table {table}: stopped on time, totals {a} – {b} recorded.</translation>
    </message>
    <message>
        <location filename="../entry/judging.py" line="291" />
        <source>fin de la partie. {verdict}</source>
        <translation>end of the game. {verdict}</translation>
    </message>
    <message>
        <location filename="../entry/summary.py" line="169" />
        <source>Paire {team}
{players}</source>
        <translation>Pair {team}
{players}</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../export_dialog.py" line="138" />
        <source>Imprimer ou exporter</source>
        <translation>Print or export</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="364" />
        <source>Document ouvert ailleurs</source>
        <translation>Document open elsewhere</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="365" />
        <source>Enregistrer &amp;sous « {name} »</source>
        <translation>&amp;Save as “{name}”</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="170" />
        <source>Écrir&amp;e</source>
        <translation>Writ&amp;e</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="198" />
        <source>&amp;Classement (PDF)</source>
        <translation>&amp;Standings (PDF)</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="199" />
        <source>&amp;Plan des tables et « où est ma table ? » (PDF)</source>
        <translation>&amp;Table plan and “where is my table?” (PDF)</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="200" />
        <source>Feuilles de marque &amp;vierges du tour (PDF)</source>
        <translation>&amp;Blank score sheets of the round (PDF)</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="201" />
        <source>Feuilles de marque &amp;remplies du tour (PDF)</source>
        <translation>&amp;Filled score sheets of the round (PDF)</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="202" />
        <source>&amp;Liste des équipes pour l'accueil (PDF)</source>
        <translation>&amp;Team list for the registration desk (PDF)</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="220" />
        <source>&amp;Liste des joueurs pour l'accueil (PDF)</source>
        <translation>&amp;Player list for the registration desk (PDF)</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="203" />
        <source>Feuille de c&amp;aisse (PDF)</source>
        <translation>Cash s&amp;heet (PDF)</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="204" />
        <source>Pal&amp;marès après la dernière partie terminée (PDF)</source>
        <translation>Pri&amp;ze list after the last finished round (PDF)</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="205" />
        <source>Classeur de &amp;tout le tournoi (XLSX)</source>
        <translation>&amp;Workbook of the whole tournament (XLSX)</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="206" />
        <source>&amp;Site des résultats, à ouvrir ou à mettre en ligne (dossier)</source>
        <translation>Results &amp;site, to open or to put online (folder)</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="207" />
        <source>Image du po&amp;dium pour la page du club (PNG)</source>
        <translation>Po&amp;dium picture for the club's page (PNG)</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="222" />
        <source>Tour {n}</source>
        <translation>Round {n}</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="224" />
        <source>Pa&amp;rcourir…</source>
        <translation>B&amp;rowse…</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="241" />
        <source>Avec le &amp;QR code de la page publique (« Où est ma table ? »)</source>
        <translation>With the public page's &amp;QR code ("Where is my table?")</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="243" />
        <source>Avec le &amp;QR code de chaque table sur sa feuille (saisie sur téléphone)</source>
        <translation>With each table's &amp;QR code on its sheet (entry on phones)</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="333" />
        <source>Remplacer le dossier{nbsp}?</source>
        <translation>Replace the folder?</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="334" />
        <source>Le dossier « {name} » de {folder} n'est pas vide. Le remplacer ?</source>
        <translation>The folder “{name}” in {folder} is not empty. Replace it?</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="336" />
        <source>Remplacer le fichier{nbsp}?</source>
        <translation>Replace the file?</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="337" />
        <source>Le fichier « {name} » existe déjà dans {folder}. Le remplacer ?</source>
        <translation>The file “{name}” already exists in {folder}. Replace it?</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="151" />
        <source>&amp;Ouvrir le document</source>
        <translation>&amp;Open the document</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="156" />
        <source>Document :</source>
        <translation>Document:</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="157" />
        <source>T&amp;our :</source>
        <translation>R&amp;ound:</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="163" />
        <source>&amp;Fichier :</source>
        <translation>F&amp;ile:</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="281" />
        <source>Enregistrer sous</source>
        <translation>Save as</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="297" />
        <source>« {name} » n'est pas remplacé.</source>
        <translation>“{name}” was not replaced.</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="303" />
        <source>Écriture en cours…</source>
        <translation>Writing…</translation>
    </message>
    <message>
        <location filename="../export_dialog.py" line="191" />
        <source>Ta&amp;bleau final de la phase finale (PDF)</source>
        <translation>Final &amp;bracket of the finals (PDF)</translation>
    </message>
</context>
<context>
    <name>FeeBox</name>
    <message>
        <location filename="../prizes/fee_box.py" line="65" />
        <source>Droit d'inscription et caisse</source>
        <translation>Entry fee and cash</translation>
    </message>
    <message>
        <location filename="../prizes/fee_box.py" line="75" />
        <source>&amp;Montant</source>
        <translation>A&amp;mount</translation>
    </message>
    <message>
        <location filename="../prizes/fee_box.py" line="78" />
        <source>Caisse</source>
        <translation>Cash</translation>
    </message>
    <message>
        <location filename="../prizes/fee_box.py" line="93" />
        <source>Payées : {paid} / {teams} — reçu {received} — reste dû {due} ({owing})</source>
        <translation>Paid: {paid} / {teams} — received {received} — still due {due} ({owing})</translation>
    </message>
    <message>
        <location filename="../prizes/fee_box.py" line="104" />
        <source>équipe {teams} non comptée : retirée avant le premier tour sans avoir payé</source>
        <translation>team {teams} not counted: withdrawn before the first round without paying</translation>
    </message>
    <message>
        <location filename="../prizes/fee_box.py" line="108" />
        <source>équipes {teams} non comptées : retirées avant le premier tour sans avoir payé</source>
        <translation>teams {teams} not counted: withdrawn before the first round without paying</translation>
    </message>
    <message>
        <location filename="../prizes/fee_box.py" line="137" />
        <source>{n} équipe</source>
        <translation>{n} team</translation>
    </message>
    <message>
        <location filename="../prizes/fee_box.py" line="139" />
        <source>{n} équipes</source>
        <translation>{n} teams</translation>
    </message>
    <message>
        <location filename="../prizes/fee_box.py" line="79" />
        <source>Bilan</source>
        <translation>Balance</translation>
    </message>
    <message>
        <location filename="../prizes/fee_box.py" line="121" />
        <source>reçu {received} − lots en espèces {prizes} = &lt;b&gt;la caisse doit contenir {box}&lt;/b&gt;</source>
        <translation>received {received} − cash prizes {prizes} = &lt;b&gt;the cash box should hold {box}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../prizes/fee_box.py" line="128" />
        <source>(les lots dépassent les inscriptions reçues)</source>
        <translation>(the prizes exceed the entries received)</translation>
    </message>
    <message>
        <location filename="../prizes/fee_box.py" line="130" />
        <source>{due} encore dû, à encaisser</source>
        <translation>{due} still due, to collect</translation>
    </message>
</context>
<context>
    <name>FeeFields</name>
    <message>
        <location filename="../prizes/fee_box.py" line="37" />
        <source>par équipe</source>
        <translation>per team</translation>
    </message>
    <message>
        <location filename="../prizes/fee_box.py" line="38" />
        <source>par joueur</source>
        <translation>per player</translation>
    </message>
</context>
<context>
    <name>FileOpening</name>
    <message>
        <location filename="../file_opening.py" line="50" />
        <source>Tournois de belote (*{suffix});;Tous les fichiers (*)</source>
        <translation>Belote tournaments (*{suffix});;All files (*)</translation>
    </message>
    <message>
        <location filename="../file_opening.py" line="55" />
        <source>Ouvrir un tournoi</source>
        <translation>Open a tournament</translation>
    </message>
    <message>
        <location filename="../file_opening.py" line="91" />
        <location filename="../file_opening.py" line="103" />
        <location filename="../file_opening.py" line="109" />
        <source>Impossible d'ouvrir le tournoi</source>
        <translation>Cannot open the tournament</translation>
    </message>
</context>
<context>
    <name>FinalsDialog</name>
    <message>
        <location filename="../rounds/finals_dialog.py" line="48" />
        <source>Phase finale</source>
        <translation>Finals</translation>
    </message>
    <message>
        <location filename="../rounds/finals_dialog.py" line="65" />
        <source>{n} équipes</source>
        <translation>{n} teams</translation>
    </message>
    <message>
        <location filename="../rounds/finals_dialog.py" line="67" />
        <source>&amp;Qualifiés pour le tableau principal</source>
        <translation>&amp;Qualified for the main bracket</translation>
    </message>
    <message>
        <location filename="../rounds/finals_dialog.py" line="71" />
        <source>&amp;Pas de consolante</source>
        <translation>&amp;No consolation</translation>
    </message>
    <message>
        <location filename="../rounds/finals_dialog.py" line="72" />
        <source>Consolante des équipes &amp;suivantes, autant que de qualifiés : les {first}e à {last}e du classement</source>
        <translation>Consolation for the &amp;next teams, as many as qualified: places {first} to {last} of the standings</translation>
    </message>
    <message>
        <location filename="../rounds/finals_dialog.py" line="73" />
        <source>Consolante de toutes les &amp;autres équipes</source>
        <translation>Consolation for &amp;all the other teams</translation>
    </message>
    <message>
        <location filename="../rounds/finals_dialog.py" line="90" />
        <source>&amp;Tirer la phase finale</source>
        <translation>&amp;Draw the finals</translation>
    </message>
    <message>
        <location filename="../rounds/finals_dialog.py" line="61" />
        <source>Les premiers du classement après le tour {after} jouent le tableau principal, à élimination directe : le 1er contre le dernier qualifié, le 2e contre l'avant-dernier… Le tableau est placé pour que les deux premiers ne se rencontrent qu'en finale. Des totaux égaux dans une partie du tableau se départagent comme choisi ci-dessous : le règlement FFB (§10.4) joue une nouvelle donne jusqu'à ce que l'égalité soit rompue. Chaque tour du tableau se tire ensuite par « Tirer le tour suivant ».</source>
        <translation>The top of the standings after round {after} play the main bracket, by knockout: the 1st against the last qualified, the 2nd against the one before last… The bracket is laid so that the first two can only meet in the final. Equal totals in a game of the bracket are broken as chosen below: the FFB rules (§10.4) play one more deal until the tie is broken. Each round of the bracket is then drawn with “Draw the next round”.</translation>
    </message>
    <message>
        <location filename="../rounds/finals_dialog.py" line="119" />
        <source>Consolante des p&amp;erdants des {stage}, tirée avec le tour suivant du tableau</source>
        <translation>Consolation for the los&amp;ers of the {stage}, drawn with the bracket's next round</translation>
    </message>
</context>
<context>
    <name>FindingModel</name>
    <message>
        <location filename="../integrity_dialog.py" line="32" />
        <source>Tour</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../integrity_dialog.py" line="32" />
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../integrity_dialog.py" line="32" />
        <source>Problème</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../integrity_dialog.py" line="39" />
        <source>exempt</source>
        <translation>bye</translation>
    </message>
    <message>
        <location filename="../integrity_dialog.py" line="43" />
        <source>Enregistré : {stored}
Selon les donnes : {expected}</source>
        <translation>Stored: {stored}
From the deals: {expected}</translation>
    </message>
</context>
<context>
    <name>ForfeitDialog</name>
    <message>
        <location filename="../entry/dialogs.py" line="94" />
        <source>Forfait à la table {table}</source>
        <translation>Forfeit at table {table}</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="97" />
        <source>Quelle équipe est absente</source>
        <translation>Which team is absent</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="101" />
        <source>L'équipe {label} est absente</source>
        <translation>Team {label} is absent</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="104" />
        <source>&amp;Annuler le forfait déclaré</source>
        <translation>&amp;Cancel the declared forfeit</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="110" />
        <source>L'équipe absente perd la partie ; son adversaire marque comme un exempt. Une table où des donnes sont saisies ne peut pas être déclarée forfait.</source>
        <translation>The absent team loses the game; its opponent scores as for a bye. A table where deals have been entered cannot be declared forfeit.</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="116" />
        <source>&amp;Déclarer</source>
        <translation>&amp;Declare</translation>
    </message>
</context>
<context>
    <name>FormatForm</name>
    <message>
        <location filename="../settings/format.py" line="67" />
        <source>À chaque tour, chaque équipe joue une partie contre une autre, ou est exempte.</source>
        <translation>In each round, every team plays a game against another team, or has a bye.</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="141" />
        <source>À chaque tour, chaque joueur reçoit un équipier et deux adversaires tirés au sort pour une partie, ou est exempt.</source>
        <translation>In each round, every player is given a partner and two opponents drawn by lot for a game, or has a bye.</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="71" />
        <source>En un nombre de p&amp;oints</source>
        <translation>Up to a number of &amp;points</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="78" />
        <source>Choisissez dans la liste ou tapez un autre total.</source>
        <translation>Choose from the list or type another total.</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="79" />
        <source>En un nombre de &amp;donnes</source>
        <translation>Over a number of dea&amp;ls</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="83" />
        <source>Match &amp;nul</source>
        <translation>Dra&amp;w</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="84" />
        <source>Donne s&amp;upplémentaire jusqu'à départager</source>
        <translation>Extra deals &amp;until there is a winner</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="87" />
        <source>La partie s'arrête après ce nombre de donnes ; le plus haut total gagne.</source>
        <translation>The game stops after this number of deals; the highest total wins.</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="92" />
        <source>Au choix à chaque table</source>
        <translation>Either, at each table</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="93" />
        <source>Donne par donne</source>
        <translation>Donne by donne</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="94" />
        <source>Les deux totaux de la feuille</source>
        <translation>The sheet's two totals</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="99" />
        <source>Les totaux seuls (« 2070 1290 ») comptent comme une partie saisie ; ses donnes peuvent suivre, pour vérifier la feuille.</source>
        <translation>The totals alone (“2070 1290”) count as an entered partie; its donnes may follow, to check the sheet.</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="121" />
        <source>Tours</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="125" />
        <source>Nombre de &amp;tours</source>
        <translation>Number of r&amp;ounds</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="130" />
        <source>Fin d'une partie</source>
        <translation>End of a game</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="144" />
        <source>Égalité après la dernière donne</source>
        <translation>Tie after the last deal</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="150" />
        <source>Saisie des parties</source>
        <translation>Entering the parties</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="154" />
        <source>&amp;Mode de saisie</source>
        <translation>Entry &amp;mode</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="184" />
        <source>Indiquez en combien de points se joue une partie.</source>
        <translation>Say how many points a game is played to.</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="206" />
        <source>Règlement FFB de la belote contrée, §10.4</source>
        <translation>FFB rules of belote contrée, §10.4</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="208" />
        <source>Règlement FFB de la belote classique, §10.3</source>
        <translation>FFB rules of classic belote, §10.3</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="212" />
        <source>La première équipe qui atteint ce total gagne ; si les deux l'atteignent sur la même donne, le plus haut total l'emporte.</source>
        <translation>The first team to reach this total wins; if both reach it on the same deal, the higher total wins.</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="217" />
        <source>Une équipe qui n'a marqué que sa belote sur la donne ne peut pas finir la partie.</source>
        <translation>A team that scored only its belote on the deal cannot end the game.</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="238" />
        <source>Seulement pour une partie en un nombre de donnes : en points, on joue jusqu'à départager.</source>
        <translation>Only for a game over a number of deals: a game to a points target is played until there is a winner.</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="243" />
        <source>Un match nul, ou une donne de plus tant que les totaux sont égaux.</source>
        <translation>A draw, or one more deal as long as the totals are equal.</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="94" />
        <source>Partie au temps (c&amp;hrono)</source>
        <translation>Timed game (c&amp;lock)</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="98" />
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../settings/format.py" line="103" />
        <source>À la sonnerie, la donne en cours est finie et la partie s'arrête : le plus haut total gagne (§10.4 à égalité). Le chrono du tour (F9, à la table de marque et au projecteur) part de cette durée.</source>
        <translation>At the bell, the deal in play is finished and the game stops: the higher total wins (§10.4 when tied). The round clock (F9, at the desk and on the projector) starts from this duration.</translation>
    </message>
</context>
<context>
    <name>HouseRulesForm</name>
    <message>
        <location filename="../settings/house_rules.py" line="73" />
        <source>Égalité : litige (règle FFB)</source>
        <translation>Equal totals: litige (FFB rule)</translation>
    </message>
    <message>
        <location filename="../settings/house_rules.py" line="128" />
        <source>Règle FFB : à égalité de points, litige ; les points des preneurs vont à qui gagne la donne suivante (§10.1 c).</source>
        <translation>FFB rule: with equal points, litige; the takers' points go to whoever wins the next donne (§10.1 c).</translation>
    </message>
</context>
<context>
    <name>IdentityForm</name>
    <message>
        <location filename="../settings/identity.py" line="36" />
        <source>obligatoire, par exemple Concours de printemps</source>
        <translation>required, for example Spring Tournament</translation>
    </message>
    <message>
        <location filename="../settings/identity.py" line="41" />
        <source>non précisée</source>
        <translation>not given</translation>
    </message>
    <message>
        <location filename="../settings/identity.py" line="43" />
        <source>Flèches haut et bas pour changer le jour ; Alt+Bas ouvre le calendrier.</source>
        <translation>Up and Down arrows change the day; Alt+Down opens the calendar.</translation>
    </message>
    <message>
        <location filename="../settings/identity.py" line="46" />
        <source>par exemple Salle des fêtes de Saint-Martin</source>
        <translation>for example Saint-Martin Village Hall</translation>
    </message>
    <message>
        <location filename="../settings/identity.py" line="48" />
        <source>club ou association</source>
        <translation>club or association</translation>
    </message>
    <message>
        <location filename="../settings/identity.py" line="61" />
        <source>&amp;Nom du tournoi</source>
        <translation>&amp;Tournament name</translation>
    </message>
    <message>
        <location filename="../settings/identity.py" line="62" />
        <source>&amp;Date</source>
        <translation>&amp;Date</translation>
    </message>
    <message>
        <location filename="../settings/identity.py" line="63" />
        <source>&amp;Lieu</source>
        <translation>&amp;Venue</translation>
    </message>
    <message>
        <location filename="../settings/identity.py" line="64" />
        <source>&amp;Organisateur</source>
        <translation>&amp;Organiser</translation>
    </message>
    <message>
        <location filename="../settings/identity.py" line="65" />
        <source>&amp;Arbitre</source>
        <translation>&amp;Arbiter</translation>
    </message>
</context>
<context>
    <name>IdentityPage</name>
    <message>
        <location filename="../wizard.py" line="72" />
        <source>Tournoi</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="76" />
        <source>Le nom est obligatoire ; le reste figure sur les feuilles et le classement.</source>
        <translation>The name is required; the rest appears on the score sheets and the standings.</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="83" />
        <source>Le fichier où le tournoi est enregistré au fil de la saisie.</source>
        <translation>The file the tournament is saved to as scores are entered.</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="85" />
        <source>Parcou&amp;rir…</source>
        <translation>B&amp;rowse…</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="95" />
        <source>&amp;Fichier</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="99" />
        <source>Base</source>
        <translation>Database</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="160" />
        <source>Enregistrer le tournoi sous</source>
        <translation>Save the tournament as</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="162" />
        <source>Tournois de belote (*{})</source>
        <translation>Belote tournaments (*{})</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="172" />
        <source>Indiquez le fichier où enregistrer le tournoi.</source>
        <translation>Choose the file to save the tournament to.</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="177" />
        <source>Le fichier « {} » existe déjà : choisissez un autre nom (un tournoi existant s'ouvre par Fichier, Ouvrir).</source>
        <translation>The file “{}” already exists: choose another name (an existing tournament is opened with File, Open).</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="182" />
        <source>Le dossier « {} » n'existe pas.</source>
        <translation>The folder “{}” does not exist.</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="193" />
        <source>Le fichier est créé à la fin de l'assistant ; un fichier existant n'est jamais remplacé.</source>
        <translation>The file is created at the end of the wizard; an existing file is never replaced.</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="104" />
        <source>0 : entrée libre. Modifiable ensuite dans Tournoi, Caisse et lots.</source>
        <translation>0: free entry. Can be changed later in Tournament, Cash and prizes.</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="106" />
        <source>Droit d'&amp;inscription</source>
        <translation>Entry &amp;fee</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="105" />
        <source>En doublettes (équipes fixes)</source>
        <translation>In pairs (fixed teams)</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="107" />
        <source>À la mêlée (joueurs seuls, équipiers tirés à chaque tour)</source>
        <translation>Mêlée (players alone, partners drawn each round)</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="111" />
        <source>À la mêlée, chacun s'inscrit seul ; chaque tour tire les équipiers et les adversaires, et le classement est individuel.</source>
        <translation>In a mêlée, everyone registers alone; each round draws partners and opponents, and the standings are individual.</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="115" />
        <source>For&amp;mule</source>
        <translation>For&amp;mat</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../entrants/import_dialog.py" line="50" />
        <source>Importation refusée</source>
        <translation>Import refused</translation>
    </message>
    <message>
        <location filename="../entrants/import_dialog.py" line="54" />
        <source>Une ligne est refusée</source>
        <translation>One row is refused</translation>
    </message>
    <message>
        <location filename="../entrants/import_dialog.py" line="56" />
        <source>{count} lignes sont refusées</source>
        <translation>{count} rows are refused</translation>
    </message>
    <message>
        <location filename="../entrants/import_dialog.py" line="58" />
        <source>Le fichier est refusé</source>
        <translation>The file is refused</translation>
    </message>
    <message>
        <location filename="../entrants/import_dialog.py" line="61" />
        <source>&lt;b&gt;Aucune équipe n'a été importée de « {file} ».&lt;/b&gt;&lt;br&gt;{refused} : corrigez le fichier, puis importez-le de nouveau. Les équipes déjà inscrites n'ont pas changé.</source>
        <translation>&lt;b&gt;No team was imported from “{file}”.&lt;/b&gt;&lt;br&gt;{refused}: correct the file, then import it again. The teams already registered have not changed.</translation>
    </message>
    <message>
        <location filename="../entrants/import_dialog.py" line="74" />
        <source>&amp;Lignes refusées</source>
        <translation>&amp;Refused rows</translation>
    </message>
    <message>
        <location filename="../entrants/import_dialog.py" line="78" />
        <source>Fermer</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../entrants/import_dialog.py" line="79" />
        <source>&amp;Copier la liste</source>
        <translation>&amp;Copy the list</translation>
    </message>
    <message>
        <location filename="../entrants/import_dialog.py" line="80" />
        <source>Copie les lignes refusées pour les coller ailleurs.</source>
        <translation>Copies the refused rows to paste them elsewhere.</translation>
    </message>
    <message>
        <location filename="../entrants/import_dialog.py" line="103" />
        <source>fichier</source>
        <translation>file</translation>
    </message>
    <message>
        <location filename="../entrants/import_dialog.py" line="105" />
        <source>ligne {line}</source>
        <translation>row {line}</translation>
    </message>
    <message>
        <location filename="../entrants/import_dialog.py" line="76" />
        <source>&lt;b&gt;Aucun joueur n'a été importé de « {file} ».&lt;/b&gt;&lt;br&gt;{refused} : corrigez le fichier, puis importez-le de nouveau. Les joueurs déjà inscrits n'ont pas changé.</source>
        <translation>&lt;b&gt;No player was imported from “{file}”.&lt;/b&gt;&lt;br&gt;{refused}: correct the file, then import it again. The players already registered have not changed.</translation>
    </message>
</context>
<context>
    <name>ImportProgress</name>
    <message>
        <location filename="../entrants/import_progress.py" line="94" />
        <source>Importation des équipes</source>
        <translation>Importing teams</translation>
    </message>
    <message>
        <location filename="../entrants/import_progress.py" line="95" />
        <source>Lecture de « {file} »…</source>
        <translation>Reading “{file}”…</translation>
    </message>
    <message>
        <location filename="../entrants/import_progress.py" line="100" />
        <source>Annuler</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../entrants/import_progress.py" line="127" />
        <source>Inscription des équipes de « {file} » : {done} sur {total}…</source>
        <translation>Registering the teams of “{file}”: {done} of {total}…</translation>
    </message>
    <message>
        <location filename="../entrants/import_progress.py" line="137" />
        <source>Annulation…</source>
        <translation>Cancelling…</translation>
    </message>
    <message>
        <location filename="../entrants/import_progress.py" line="117" />
        <source>Importation des joueurs</source>
        <translation>Importing players</translation>
    </message>
    <message>
        <location filename="../entrants/import_progress.py" line="152" />
        <source>Inscription des joueurs de « {file} » : {done} sur {total}…</source>
        <translation>Registering the players of “{file}”: {done} of {total}…</translation>
    </message>
</context>
<context>
    <name>IntegrityDialog</name>
    <message>
        <location filename="../integrity_dialog.py" line="61" />
        <source>Vérification de l'intégrité</source>
        <translation>Integrity check</translation>
    </message>
    <message>
        <location filename="../integrity_dialog.py" line="90" />
        <source>Aucun problème : les résultats enregistrés sont ceux que donnent les donnes ({parties}, {donnes}).</source>
        <translation>No problem: the recorded results are those the deals give ({parties}, {donnes}).</translation>
    </message>
    <message>
        <location filename="../integrity_dialog.py" line="94" />
        <source>{n} partie</source>
        <translation>{n} game</translation>
    </message>
    <message>
        <location filename="../integrity_dialog.py" line="94" />
        <source>{n} parties</source>
        <translation>{n} games</translation>
    </message>
    <message>
        <location filename="../integrity_dialog.py" line="98" />
        <source>{n} donne vérifiée</source>
        <translation>{n} deal checked</translation>
    </message>
    <message>
        <location filename="../integrity_dialog.py" line="99" />
        <source>{n} donnes vérifiées</source>
        <translation>{n} deals checked</translation>
    </message>
    <message>
        <location filename="../integrity_dialog.py" line="105" />
        <source>{count} : ce qui est enregistré ne correspond pas aux donnes. Le tirage du tour suivant est refusé tant que ce n'est pas corrigé. Entrée sur une ligne ouvre la feuille de la table : corrigez ses donnes (une partie enregistrée de nouveau réécrit son résultat).</source>
        <translation>{count}: what is recorded does not match the deals. Drawing the next round is refused until it is corrected. Enter on a line opens the table's sheet: correct its deals (a game recorded again rewrites its result).</translation>
    </message>
    <message>
        <location filename="../integrity_dialog.py" line="110" />
        <source>{n} problème</source>
        <translation>{n} problem</translation>
    </message>
    <message>
        <location filename="../integrity_dialog.py" line="110" />
        <source>{n} problèmes</source>
        <translation>{n} problems</translation>
    </message>
    <message>
        <location filename="../integrity_dialog.py" line="118" />
        <source>exempt</source>
        <translation>bye</translation>
    </message>
</context>
<context>
    <name>JournalDialog</name>
    <message>
        <location filename="../journal_dialog.py" line="129" />
        <source>Journal des modifications</source>
        <translation>Change log</translation>
    </message>
    <message>
        <location filename="../journal_dialog.py" line="132" />
        <source>Tous</source>
        <translation>All</translation>
    </message>
    <message>
        <location filename="../journal_dialog.py" line="133" />
        <source>Toutes</source>
        <translation>All</translation>
    </message>
    <message>
        <location filename="../journal_dialog.py" line="137" />
        <source>Rechercher dans les modifications…</source>
        <translation>Search the changes…</translation>
    </message>
    <message>
        <location filename="../journal_dialog.py" line="187" />
        <source>&amp;Tour :</source>
        <translation>&amp;Round:</translation>
    </message>
    <message>
        <location filename="../journal_dialog.py" line="188" />
        <source>T&amp;able :</source>
        <translation>T&amp;able:</translation>
    </message>
    <message>
        <location filename="../journal_dialog.py" line="189" />
        <source>A&amp;uteur :</source>
        <translation>A&amp;uthor:</translation>
    </message>
    <message>
        <location filename="../journal_dialog.py" line="253" />
        <source>Tous les auteurs</source>
        <translation>All authors</translation>
    </message>
    <message>
        <location filename="../journal_dialog.py" line="262" />
        <source>{n} modification</source>
        <translation>{n} change</translation>
    </message>
    <message>
        <location filename="../journal_dialog.py" line="262" />
        <source>{n} modifications</source>
        <translation>{n} changes</translation>
    </message>
</context>
<context>
    <name>JournalModel</name>
    <message>
        <location filename="../journal_dialog.py" line="56" />
        <source>Date et heure</source>
        <translation>Date and time</translation>
    </message>
    <message>
        <location filename="../journal_dialog.py" line="57" />
        <source>Auteur</source>
        <translation>Author</translation>
    </message>
    <message>
        <location filename="../journal_dialog.py" line="58" />
        <source>Tour</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../journal_dialog.py" line="59" />
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../journal_dialog.py" line="60" />
        <source>Modification</source>
        <translation>Change</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="40" />
        <source>Tournoi de belote</source>
        <translation>Belote tournament</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="212" />
        <source>Impossible d'ouvrir le tournoi</source>
        <translation>Cannot open the tournament</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="232" />
        <source>{n} problème</source>
        <translation>{n} problem</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="232" />
        <source>{n} problèmes</source>
        <translation>{n} problems</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="235" />
        <source>Vérification de l'intégrité : {count}, {places} ; la liste : « Vérifier l'intégrité du fichier ».</source>
        <translation>Integrity check: {count}, {places}; the list: “Check the file's integrity”.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="275" />
        <source>Serveur des téléphones : {address}</source>
        <translation>Phones' server: {address}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="109" />
        <source>Annulation impossible</source>
        <translation>Cannot undo</translation>
    </message>
</context>
<context>
    <name>NetworkDialog</name>
    <message>
        <location filename="../network_dialog.py" line="33" />
        <source>Tournoi en réseau</source>
        <translation>Network tournament</translation>
    </message>
    <message>
        <location filename="../network_dialog.py" line="38" />
        <source>Un tournoi enregistré sur un serveur PostgreSQL peut être saisi par plusieurs postes d'arbitrage à la fois. Demandez ces informations à la personne qui a installé le serveur.</source>
        <translation>A tournament kept on a PostgreSQL server can be entered by several arbiter stations at once. Ask the person who installed the server for these details.</translation>
    </message>
    <message>
        <location filename="../network_dialog.py" line="46" />
        <source>nom ou adresse, par exemple 192.168.1.10</source>
        <translation>name or address, for example 192.168.1.10</translation>
    </message>
    <message>
        <location filename="../network_dialog.py" line="59" />
        <source>Le mot de passe n'est jamais enregistré : il est demandé à chaque ouverture. Laissé vide, il est lu dans votre fichier .pgpass s'il y figure.</source>
        <translation>The password is never saved: it is asked for each time. Left empty, it is read from your .pgpass file if it is there.</translation>
    </message>
    <message>
        <location filename="../network_dialog.py" line="64" />
        <source>Créer un &amp;nouveau tournoi dans cette base (vide)</source>
        <translation>Create a &amp;new tournament in this (empty) database</translation>
    </message>
    <message>
        <location filename="../network_dialog.py" line="67" />
        <source>&amp;Serveur</source>
        <translation>&amp;Server</translation>
    </message>
    <message>
        <location filename="../network_dialog.py" line="68" />
        <source>&amp;Port</source>
        <translation>&amp;Port</translation>
    </message>
    <message>
        <location filename="../network_dialog.py" line="69" />
        <source>&amp;Base de données</source>
        <translation>&amp;Database</translation>
    </message>
    <message>
        <location filename="../network_dialog.py" line="70" />
        <source>&amp;Utilisateur</source>
        <translation>&amp;User</translation>
    </message>
    <message>
        <location filename="../network_dialog.py" line="71" />
        <source>&amp;Mot de passe</source>
        <translation>Pass&amp;word</translation>
    </message>
    <message>
        <location filename="../network_dialog.py" line="78" />
        <source>L'adresse est retenue dans les tournois récents ; le mot de passe, jamais.</source>
        <translation>The address is kept among the recent tournaments; the password, never.</translation>
    </message>
    <message>
        <location filename="../network_dialog.py" line="83" />
        <source>Se &amp;connecter</source>
        <translation>&amp;Connect</translation>
    </message>
</context>
<context>
    <name>NewTournamentWizard</name>
    <message>
        <location filename="../wizard.py" line="354" />
        <source>Nouveau tournoi</source>
        <translation>New tournament</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="358" />
        <source>&lt; &amp;Précédent</source>
        <translation>&lt; &amp;Back</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="359" />
        <source>&amp;Suivant &gt;</source>
        <translation>&amp;Next &gt;</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="360" />
        <source>&amp;Créer le tournoi</source>
        <translation>&amp;Create the tournament</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="361" />
        <source>Annuler</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="368" />
        <source>Règles du jeu</source>
        <translation>Game rules</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="372" />
        <source>Un règlement de la FFB ou du club, ou chaque option à votre choix ; survolez une option pour voir son paragraphe du règlement ou sa source.</source>
        <translation>FFB or club rules, or each option as you choose; hover over an option to see its paragraph of the rules or its source.</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="377" />
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="379" />
        <source>Combien de tours, et quand une partie s'arrête.</source>
        <translation>How many rounds, and when a game ends.</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="382" />
        <source>Classement</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="386" />
        <source>Les critères départagent les équipes dans l'ordre de la liste ; l'exempt et le forfait marquent selon vos choix.</source>
        <translation>The criteria separate the teams in the order of the list; a bye and a forfeit score as you choose.</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="420" />
        <source>Création impossible</source>
        <translation>Cannot create the tournament</translation>
    </message>
</context>
<context>
    <name>PalmaresPreview</name>
    <message>
        <location filename="../prizes/preview.py" line="32" />
        <source>Rang</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../prizes/preview.py" line="32" />
        <source>Équipe</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../prizes/preview.py" line="32" />
        <source>Lot</source>
        <translation>Prize</translation>
    </message>
    <message>
        <location filename="../prizes/preview.py" line="63" />
        <source>Palmarès après le tour {n}</source>
        <translation>Prize-winners after round {n}</translation>
    </message>
    <message>
        <location filename="../prizes/preview.py" line="75" />
        <source>{rank} ex.</source>
        <translation>{rank} tied</translation>
    </message>
    <message>
        <location filename="../prizes/preview.py" line="84" />
        <source>Ex æquo au rang {rank} sans le même lot : {teams}, à départager.</source>
        <translation>Tied at rank {rank} without the same prize: {teams}, to be decided.</translation>
    </message>
    <message>
        <location filename="../prizes/preview.py" line="91" />
        <source>Lots non attribués : {prizes}.</source>
        <translation>Prizes not awarded: {prizes}.</translation>
    </message>
</context>
<context>
    <name>PaperTotalsDialog</name>
    <message>
        <location filename="../entry/dialogs.py" line="44" />
        <source>Totaux de la feuille papier</source>
        <translation>Paper score sheet totals</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="47" />
        <source>Tapez les totaux écrits au bas de la feuille de la table {table} : ils sont comparés aux totaux calculés, et les donnes suspectes sont signalées.</source>
        <translation>Type the totals written at the bottom of the sheet of table {table}: they are compared with the calculated totals, and suspect deals are flagged.</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="62" />
        <source>Total de l'équipe &amp;{team}, n° {number}</source>
        <translation>Total of team &amp;{team}, no. {number}</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="71" />
        <source>&amp;Vérifier</source>
        <translation>&amp;Check</translation>
    </message>
</context>
<context>
    <name>PartieState</name>
    <message>
        <location filename="../partie_state.py" line="32" />
        <source>pas commencée</source>
        <translation>not started</translation>
    </message>
    <message>
        <location filename="../partie_state.py" line="33" />
        <source>en cours</source>
        <translation>in progress</translation>
    </message>
    <message>
        <location filename="../partie_state.py" line="34" />
        <source>terminée</source>
        <translation>finished</translation>
    </message>
    <message>
        <location filename="../partie_state.py" line="35" />
        <source>validée</source>
        <translation>validated</translation>
    </message>
</context>
<context>
    <name>PlayerModel</name>
    <message>
        <location filename="../players/page.py" line="49" />
        <source>N°</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="49" />
        <source>Joueur</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="49" />
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="49" />
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="50" />
        <source>Présent</source>
        <translation>Present</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="50" />
        <source>Payé</source>
        <translation>Paid</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="56" />
        <source>oui</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="51" />
        <source>Retiré</source>
        <translation>Withdrawn</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="72" />
        <source>avant le premier tour</source>
        <translation>before the first round</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="73" />
        <source>après le tour {round}</source>
        <translation>after round {round}</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../tournament_tabs.py" line="57" />
        <location filename="../players/page.py" line="72" />
        <source>Joueurs</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="83" />
        <source>&amp;Inscrire</source>
        <translation>&amp;Register</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="86" />
        <source>&amp;Présent</source>
        <translation>&amp;Present</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="88" />
        <source>Pointer le joueur présent, ou plus présent (Espace sur la liste)</source>
        <translation>Mark the player present, or no longer present (Space on the list)</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="92" />
        <source>Pa&amp;yé</source>
        <translation>Pa&amp;id</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="94" />
        <source>Noter son inscription payée, ou plus payée (P sur la liste)</source>
        <translation>Record his fee paid, or no longer paid (P on the list)</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="103" />
        <source>Prénom</source>
        <translation>First name</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="104" />
        <source>Nom</source>
        <translation>Surname</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="105" />
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="106" />
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="132" />
        <source>{count} joueurs, {present} présents</source>
        <translation>{count} players, {present} present</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="190" />
        <source>, 1 retiré</source>
        <translation>, 1 withdrawn</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="192" />
        <source>, {withdrawn} retirés</source>
        <translation>, {withdrawn} withdrawn</translation>
    </message>
    <message>
        <location filename="../players/presenter.py" line="112" />
        <source>Joueur n° {number} « {name} » réinscrit.</source>
        <translation>Player no. {number} “{name}” registered again.</translation>
    </message>
    <message>
        <location filename="../players/presenter.py" line="114" />
        <source>Joueur n° {number} « {name} » retiré à partir du tour {round}.</source>
        <translation>Player no. {number} “{name}” withdrawn from round {round} on.</translation>
    </message>
    <message>
        <location filename="../players/commands.py" line="23" />
        <source>Inscrire {name}</source>
        <translation>Register {name}</translation>
    </message>
    <message>
        <location filename="../players/commands.py" line="52" />
        <source>A payé : {name}</source>
        <translation>Paid: {name}</translation>
    </message>
    <message>
        <location filename="../players/commands.py" line="54" />
        <source>N'a pas payé : {name}</source>
        <translation>Not paid: {name}</translation>
    </message>
    <message>
        <location filename="../players/commands.py" line="58" />
        <source>Présent : {name}</source>
        <translation>Present: {name}</translation>
    </message>
    <message>
        <location filename="../players/commands.py" line="60" />
        <source>Absent : {name}</source>
        <translation>Absent: {name}</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="107" />
        <source>I&amp;mporter…</source>
        <translation>I&amp;mport…</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="110" />
        <source>Inscrire tous les joueurs d'un fichier CSV ou Excel (colonne « Joueur »)</source>
        <translation>Register every player of a CSV or Excel file (column “Joueur”)</translation>
    </message>
    <message>
        <location filename="../players/presenter.py" line="96" />
        <source>Joueur {number} « {name} » inscrit.</source>
        <translation>Player {number} “{name}” registered.</translation>
    </message>
    <message>
        <location filename="../players/presenter.py" line="112" />
        <source>{n} joueurs importés de « {file} ».</source>
        <translation>{n} players imported from “{file}”.</translation>
    </message>
    <message>
        <location filename="../players/presenter.py" line="114" />
        <source>{n} joueur importé de « {file} ».</source>
        <translation>{n} player imported from “{file}”.</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="249" />
        <source>Importer une liste de joueurs</source>
        <translation>Import a list of players</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="250" />
        <source>Listes de joueurs (*.csv *.xlsx *.txt);;Tous les fichiers (*)</source>
        <translation>Player lists (*.csv *.xlsx *.txt);;All files (*)</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="251" />
        <source>Importation annulée : aucun joueur n'a été importé.</source>
        <translation>Import cancelled: no player was imported.</translation>
    </message>
    <message>
        <source>&amp;Retirer</source>
        <translation>&amp;Withdraw</translation>
    </message>
    <message>
        <location filename="../players/page.py" line="111" />
        <source>Retirer le joueur du concours (il n'est plus tiré, ses parties restent), ou le réinscrire</source>
        <translation>Withdraw the player from the concours (he is drawn no more, his parties stay), or register him again</translation>
    </message>
    <message>
        <location filename="../players/commands.py" line="89" />
        <source>Retirer le joueur {number}</source>
        <translation>Withdraw player {number}</translation>
    </message>
    <message>
        <location filename="../players/commands.py" line="91" />
        <source>Réinscrire le joueur {number}</source>
        <translation>Register player {number} again</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../preferences_dialog.py" line="30" />
        <source>Préférences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="38" />
        <source>Taille du système</source>
        <translation>System size</translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="40" />
        <source>{} points</source>
        <translation>{} points</translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="50" />
        <source>&amp;Langue</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="51" />
        <source>La langue change au prochain démarrage de l'application.</source>
        <translation>The language changes the next time the application starts.</translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="52" />
        <source>&amp;Taille du texte</source>
        <translation>&amp;Text size</translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="53" />
        <source>La taille du texte change dès l'enregistrement.</source>
        <translation>The text size changes as soon as it is saved.</translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="54" />
        <source>&amp;Nom de ce poste</source>
        <translation>&amp;Name of this computer</translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="55" />
        <source>Écrit dans l'historique des modifications, pour savoir qui a saisi quoi.</source>
        <translation>Written in the change history, to know who entered what.</translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="67" />
        <source>Enregistrer</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="68" />
        <source>Annuler</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/preferences_dialog.py" line="54" />
        <source>aucun</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/preferences_dialog.py" line="56" />
        <source>C&amp;hoisir…</source>
        <translation>C&amp;hoose…</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/preferences_dialog.py" line="78" />
        <source>&amp;Registre des joueurs</source>
        <translation>&amp;Register of players</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/preferences_dialog.py" line="79" />
        <source>Les joueurs du club, proposés à l'inscription : un fichier .registre, ou postgresql://… sur le serveur du club.</source>
        <translation>The club's players, suggested at registration: a .registre file, or postgresql://… on the club's server.</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/preferences_dialog.py" line="107" />
        <source>Registre des joueurs</source>
        <translation>Register of players</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/preferences_dialog.py" line="109" />
        <source>Registre des joueurs (*.registre)</source>
        <translation>Register of players (*.registre)</translation>
    </message>
</context>
<context>
    <name>PrizeTables</name>
    <message>
        <location filename="../prizes/prize_tables.py" line="39" />
        <source>Ligne {line} : montant « {text} » illisible (par exemple 20 ou 12,50).</source>
        <translation>Line {line}: amount “{text}” unreadable (for example 20 or 12.50).</translation>
    </message>
    <message>
        <location filename="../prizes/prize_tables.py" line="155" />
        <source>Ligne {line} : rang « {text} » illisible (un nombre, 1 pour le 1er).</source>
        <translation>Line {line}: rank “{text}” unreadable (a number, 1 for the 1st).</translation>
    </message>
</context>
<context>
    <name>PrizesDialog</name>
    <message>
        <location filename="../prizes/dialog.py" line="36" />
        <source>Caisse et lots</source>
        <translation>Cash and prizes</translation>
    </message>
    <message>
        <location filename="../prizes/dialog.py" line="48" />
        <source>Aperçu du palmarès</source>
        <translation>Prize list preview</translation>
    </message>
    <message>
        <location filename="../prizes/dialog.py" line="53" />
        <source>Enregistrer</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../prizes/dialog.py" line="71" />
        <source>Lots</source>
        <translation>Prizes</translation>
    </message>
    <message>
        <location filename="../prizes/dialog.py" line="76" />
        <source>&amp;Ajouter un lot</source>
        <translation>&amp;Add a prize</translation>
    </message>
    <message>
        <location filename="../prizes/dialog.py" line="76" />
        <source>Retirer &amp;ce lot</source>
        <translation>R&amp;emove this prize</translation>
    </message>
    <message>
        <location filename="../prizes/dialog.py" line="82" />
        <source>Ajouter un &amp;prix spécial</source>
        <translation>Add a &amp;special prize</translation>
    </message>
    <message>
        <location filename="../prizes/dialog.py" line="84" />
        <source>Retirer ce pri&amp;x</source>
        <translation>Remove this spe&amp;cial prize</translation>
    </message>
    <message>
        <location filename="../prizes/dialog.py" line="90" />
        <source>Les lots de classement d'abord, place par place dans le classement, puis chaque prix spécial à la meilleure équipe qui y a droit et n'a pas encore de lot. Une équipe retirée ne reçoit rien ; des ex æquo séparés par les lots sont signalés.</source>
        <translation>Rank prizes first, place by place in the standings, then each special prize to the best team entitled to it that has no prize yet. A withdrawn team receives nothing; tied teams split by the prizes are pointed out.</translation>
    </message>
    <message>
        <location filename="../prizes/dialog.py" line="156" />
        <source>Modifier la caisse et les lots</source>
        <translation>Change the cash and prizes</translation>
    </message>
</context>
<context>
    <name>ProblemModel</name>
    <message>
        <location filename="../entrants/import_dialog.py" line="29" />
        <source>Ligne</source>
        <translation>Row</translation>
    </message>
    <message>
        <location filename="../entrants/import_dialog.py" line="29" />
        <source>Motif du refus</source>
        <translation>Reason for refusal</translation>
    </message>
    <message>
        <location filename="../entrants/import_dialog.py" line="42" />
        <source>fichier</source>
        <translation>file</translation>
    </message>
</context>
<context>
    <name>ProjectorStage</name>
    <message>
        <location filename="../projector/stage.py" line="110" />
        <source>temps écoulé</source>
        <translation>time is up</translation>
    </message>
    <message>
        <location filename="../projector/stage.py" line="112" />
        <source>fin du tour dans</source>
        <translation>round ends in</translation>
    </message>
    <message>
        <location filename="../projector/stage.py" line="114" />
        <source>chrono en pause</source>
        <translation>clock paused</translation>
    </message>
    <message>
        <location filename="../projector/stage.py" line="116" />
        <source>durée du tour</source>
        <translation>round length</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <location filename="../projector/window.py" line="68" />
        <location filename="../projector/window.py" line="182" />
        <source>Projecteur — {name}</source>
        <translation>Projector — {name}</translation>
    </message>
    <message>
        <location filename="../projector/controls.py" line="30" />
        <source>Alterner toutes les</source>
        <translation>Alternate every</translation>
    </message>
    <message>
        <location filename="../projector/controls.py" line="36" />
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../projector/controls.py" line="113" />
        <source> premiers joueurs</source>
        <translation> players</translation>
    </message>
    <message>
        <location filename="../projector/controls.py" line="115" />
        <source> premières équipes</source>
        <translation> teams</translation>
    </message>
    <message>
        <location filename="../projector/controls.py" line="44" />
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../projector/controls.py" line="47" />
        <source>Remettre à zéro (R)</source>
        <translation>Reset (R)</translation>
    </message>
    <message>
        <location filename="../projector/controls.py" line="50" />
        <source>Afficher le chrono</source>
        <translation>Show the clock</translation>
    </message>
    <message>
        <location filename="../projector/controls.py" line="65" />
        <source>Classement : les</source>
        <translation>Standings: top</translation>
    </message>
    <message>
        <location filename="../projector/controls.py" line="71" />
        <source>Chrono du tour</source>
        <translation>Round clock</translation>
    </message>
    <message>
        <location filename="../projector/controls.py" line="79" />
        <source>Touches : → ← changer de vue · Page suiv./préc. tourner les pages · + − taille · Espace chrono · R remise à zéro · A alterner · C ces réglages · F11 plein écran · Échap quitter</source>
        <translation>Keys: → ← change view · Page Down/Up turn the pages · + − size · Space clock · R reset · A alternate · C these settings · F11 full screen · Esc quit</translation>
    </message>
    <message>
        <location filename="../projector/controls.py" line="93" />
        <source>Un seul écran : le projecteur s'ouvre dans une fenêtre ; branchez le projecteur pour l'afficher en plein écran.</source>
        <translation>One screen only: the projector opens in a window; plug the projector in to show it full screen.</translation>
    </message>
    <message>
        <location filename="../projector/window.py" line="226" />
        <source>Où est ma table{nbsp}?</source>
        <translation>Where is my table?</translation>
    </message>
    <message>
        <location filename="../projector/window.py" line="229" />
        <source>Tour {round} — les équipes par ordre alphabétique</source>
        <translation>Round {round} — teams in alphabetical order</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="268" />
        <location filename="../projector/board.py" line="280" />
        <source>exempte</source>
        <translation>bye</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="276" />
        <location filename="../projector/board.py" line="301" />
        <source>Équipe</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="277" />
        <source>N°</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="279" />
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="290" />
        <source>Le premier tour n'est pas encore tiré.</source>
        <translation>The first round has not been drawn yet.</translation>
    </message>
    <message>
        <location filename="../projector/window.py" line="238" />
        <source>Classement</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../projector/window.py" line="240" />
        <source>Après les parties terminées — {criteria}</source>
        <translation>After the finished games — {criteria}</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="300" />
        <source>Rang</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="302" />
        <source>Gagnées</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="306" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="309" />
        <source>Marques</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="311" />
        <source>Goal-av.</source>
        <translation>Goal av.</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="317" />
        <source>{rank} =</source>
        <translation>={rank}</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="331" />
        <source>Aucune équipe inscrite.</source>
        <translation>No team registered.</translation>
    </message>
    <message>
        <location filename="../projector/window.py" line="250" />
        <source>classement</source>
        <translation>standings</translation>
    </message>
    <message>
        <location filename="../projector/window.py" line="250" />
        <source>tables</source>
        <translation>tables</translation>
    </message>
    <message>
        <location filename="../projector/window.py" line="252" />
        <source>Page {page} sur {count}</source>
        <translation>Page {page} of {count}</translation>
    </message>
    <message>
        <location filename="../projector/window.py" line="257" />
        <source> : de « {first} » à « {last} »</source>
        <translation>: from “{first}” to “{last}”</translation>
    </message>
    <message>
        <location filename="../projector/window.py" line="261" />
        <source> — ensuite{nbsp}: {next}</source>
        <translation> — next: {next}</translation>
    </message>
    <message>
        <location filename="../projector/window.py" line="264" />
        <source>Mis à jour à {time}</source>
        <translation>Updated at {time}</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="338" />
        <source>parties gagnées</source>
        <translation>games won</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="339" />
        <source>points de classement</source>
        <translation>ranking points</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="342" />
        <source>total des marques</source>
        <translation>total score</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="343" />
        <source>goal-average</source>
        <translation>goal average</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="344" />
        <source>marques concédées</source>
        <translation>score conceded</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="345" />
        <source>confrontation directe</source>
        <translation>head-to-head</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="348" />
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <location filename="../projector/window.py" line="299" />
        <source>Pause (Espace)</source>
        <translation>Pause (Space)</translation>
    </message>
    <message>
        <location filename="../projector/window.py" line="299" />
        <source>Démarrer (Espace)</source>
        <translation>Start (Space)</translation>
    </message>
    <message>
        <location filename="../projector/bracket_board.py" line="17" />
        <source>Tableau principal</source>
        <translation>Main bracket</translation>
    </message>
    <message>
        <location filename="../projector/bracket_board.py" line="19" />
        <source>Consolante</source>
        <translation>Consolation</translation>
    </message>
    <message>
        <location filename="../projector/bracket_board.py" line="25" />
        <source>Tour du tableau</source>
        <translation>Bracket round</translation>
    </message>
    <message>
        <location filename="../projector/bracket_board.py" line="26" />
        <source>Rencontre</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../projector/bracket_board.py" line="29" />
        <source>Vainqueur</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../projector/bracket_board.py" line="34" />
        <source>Pas de phase finale tirée.</source>
        <translation>No finals drawn.</translation>
    </message>
    <message>
        <location filename="../projector/bracket_board.py" line="39" />
        <source>{a} contre {b}</source>
        <translation>{a} against {b}</translation>
    </message>
    <message>
        <location filename="../projector/window.py" line="233" />
        <source>Tableau final</source>
        <translation>Final bracket</translation>
    </message>
    <message>
        <location filename="../projector/window.py" line="234" />
        <source>Phase finale — à élimination directe</source>
        <translation>Finals — knockout</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="302" />
        <location filename="../projector/players_board.py" line="78" />
        <source>Joueur</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../projector/board.py" line="338" />
        <source>Aucun joueur inscrit.</source>
        <translation>No player registered.</translation>
    </message>
    <message>
        <location filename="../projector/players_board.py" line="63" />
        <source>exempt</source>
        <translation>bye</translation>
    </message>
    <message>
        <location filename="../projector/players_board.py" line="70" />
        <source>avec {partner}</source>
        <translation>with {partner}</translation>
    </message>
    <message>
        <location filename="../projector/window.py" line="279" />
        <source>Tour {round} — les joueurs par ordre alphabétique</source>
        <translation>Round {round} — the players in alphabetical order</translation>
    </message>
    <message>
        <location filename="../projector/bracket_board.py" line="45" />
        <source>égalité : une donne de plus</source>
        <translation>tie: one more deal</translation>
    </message>
    <message>
        <location filename="../projector/bracket_board.py" line="50" />
        <source>(égalité : tête de série {seed})</source>
        <translation>(tie: seed {seed})</translation>
    </message>
</context>
<context>
    <name>PublishDialog</name>
    <message>
        <location filename="../publish_dialog.py" line="110" />
        <source>Publier les résultats en ligne</source>
        <translation>Publish the results online</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="120" />
        <source>&amp;Garder le mot de passe dans le trousseau du système</source>
        <translation>&amp;Keep the password in the system's keyring</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="126" />
        <source>Pas de trousseau sur ce système : le mot de passe est demandé à chaque envoi.</source>
        <translation>No keyring on this system: the password is asked at each upload.</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="137" />
        <source>En&amp;voyer</source>
        <translation>Se&amp;nd</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="147" />
        <source>&amp;Envoyer à :</source>
        <translation>S&amp;end to:</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="148" />
        <source>&amp;Adresse publique :</source>
        <translation>Public &amp;address:</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="149" />
        <source>&amp;Mot de passe :</source>
        <translation>&amp;Password:</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="157" />
        <source>Le site des résultats (classement, tours, parcours de chaque équipe, palmarès) est refait puis envoyé par SFTP, FTPS ou FTP. Une fois l'adresse publique donnée, la page publique des téléphones et le projecteur en montrent le QR code.</source>
        <translation>The results' site (standings, rounds, each team's path, prize list) is written again, then sent by SFTP, FTPS or FTP. Once the public address is given, the phones' public page and the projector show its QR code.</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="181" />
        <source>gardé dans le trousseau du système</source>
        <translation>kept in the system's keyring</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="196" />
        <source>Tapez le mot de passe de {account}.</source>
        <translation>Type the password of {account}.</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="202" />
        <source>Envoi en cours…</source>
        <translation>Sending…</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="221" />
        <source>Premier envoi vers {host}. L'empreinte de sa clé est :

{fingerprint}

Vérifiez-la auprès de l'hébergeur. L'accepter et envoyer ?</source>
        <translation>First upload to {host}. Its key's fingerprint is:

{fingerprint}

Check it with the host's provider. Accept it and send?</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="224" />
        <source>Serveur inconnu</source>
        <translation>Unknown server</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="229" />
        <source>La clé du serveur n'est pas acceptée : rien n'est envoyé.</source>
        <translation>The server's key is not accepted: nothing is sent.</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="245" />
        <source>Le mot de passe gardé dans le trousseau est oublié : tapez-le.</source>
        <translation>The password kept in the keyring is forgotten: type it.</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="140" />
        <source>Envoyer &amp;sans chiffrement si le serveur FTP n'en propose pas</source>
        <translation>&amp;Send unencrypted if the FTP server offers no encryption</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="144" />
        <source>Le mot de passe et les pages passeraient en clair sur le réseau : seulement si l'hébergeur n'offre ni SFTP ni FTPS.</source>
        <translation>The password and the pages would cross the network in clear: only if the host offers neither SFTP nor FTPS.</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="215" />
        <source>Sans chiffrement, le mot de passe du site du club et les pages passent en clair sur le réseau : quiconque l'écoute (le Wi-Fi de la salle, un réseau public) peut le lire et s'en servir. Préférez sftp:// ou ftps:// si l'hébergeur les propose.

Envoyer quand même sans chiffrement si le serveur n'en propose pas ?</source>
        <translation>Unencrypted, the club site's password and the pages cross the network in clear: anyone listening (the hall's Wi-Fi, a public network) can read it and use it. Prefer sftp:// or ftps:// if the host offers them.

Send unencrypted anyway if the server offers no encryption?</translation>
    </message>
    <message>
        <location filename="../publish_dialog.py" line="221" />
        <source>Envoi sans chiffrement</source>
        <translation>Unencrypted upload</translation>
    </message>
</context>
<context>
    <name>PublishedLink</name>
    <message>
        <location filename="../projector/published_link.py" line="31" />
        <source>Résultats en ligne</source>
        <translation>Results online</translation>
    </message>
</context>
<context>
    <name>RankTable</name>
    <message>
        <location filename="../prizes/prize_tables.py" line="118" />
        <source>Du rang</source>
        <translation>From rank</translation>
    </message>
    <message>
        <location filename="../prizes/prize_tables.py" line="118" />
        <source>Au rang</source>
        <translation>To rank</translation>
    </message>
    <message>
        <location filename="../prizes/prize_tables.py" line="118" />
        <source>Montant (€)</source>
        <translation>Amount (€)</translation>
    </message>
    <message>
        <location filename="../prizes/prize_tables.py" line="118" />
        <source>Lot</source>
        <translation>Item</translation>
    </message>
</context>
<context>
    <name>RankingForm</name>
    <message>
        <location filename="../settings/ranking.py" line="66" />
        <source>Espace coche ou décoche le critère ; Alt+Haut et Alt+Bas le déplacent.</source>
        <translation>Space ticks or unticks the criterion; Alt+Up and Alt+Down move it.</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="70" />
        <source>Monter ▲</source>
        <translation>Move up ▲</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="71" />
        <source>Avancer le critère choisi (Alt+Haut)</source>
        <translation>Move the chosen criterion up (Alt+Up)</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="72" />
        <source>Descendre ▼</source>
        <translation>Move down ▼</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="73" />
        <source>Reculer le critère choisi (Alt+Bas)</source>
        <translation>Move the chosen criterion down (Alt+Down)</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="87" />
        <source>Un nombre &amp;fixe de points</source>
        <translation>A &amp;fixed number of points</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="93" />
        <source>La mo&amp;yenne des marques du tour</source>
        <translation>The round's a&amp;verage score</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="99" />
        <source>L'exemption compte comme une partie &amp;gagnée</source>
        <translation>A bye &amp;counts as a game won</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="111" />
        <source>Ordre du classement</source>
        <translation>Standings order</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="114" />
        <source>Critères de c&amp;lassement, cochés s'ils comptent</source>
        <translation>Ran&amp;king criteria, ticked if they count</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="120" />
        <source>Espace coche ou décoche ; Alt+Haut et Alt+Bas déplacent.</source>
        <translation>Space ticks or unticks; Alt+Up and Alt+Down move.</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="129" />
        <source>Points de classement</source>
        <translation>Ranking points</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="135" />
        <source>&amp;Victoire</source>
        <translation>&amp;Win</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="135" />
        <source>N&amp;ul</source>
        <translation>Dr&amp;aw</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="135" />
        <source>Dé&amp;faite</source>
        <translation>&amp;Loss</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="135" />
        <source>E&amp;xempt</source>
        <translation>B&amp;ye</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="147" />
        <source>Exempt et forfait</source>
        <translation>Bye and forfeit</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="150" />
        <source>L'équipe exempte d'un tour marque</source>
        <translation>A team with a bye in a round scores</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="158" />
        <source>Forfait : l'équipe absente perd, son adversaire marque comme un exempt.</source>
        <translation>Forfeit: the absent team loses, its opponent scores as for a bye.</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="244" />
        <source>La &amp;moitié des points de la partie</source>
        <translation>&amp;Half the game's points</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="249" />
        <source>La &amp;moitié des points de la partie ({})</source>
        <translation>&amp;Half the game's points ({})</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="252" />
        <source>Sans objet pour une partie en un nombre de donnes.</source>
        <translation>Not applicable to a game over a number of deals.</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="276" />
        <source>Le barème compte pour chaque tour : victoire, nul, défaite ou exemption.</source>
        <translation>The scale counts for each round: win, draw, loss or bye.</translation>
    </message>
    <message>
        <location filename="../settings/ranking.py" line="279" />
        <source>Utilisés seulement si « Points de classement » est coché.</source>
        <translation>Used only if “Ranking points” is ticked.</translation>
    </message>
</context>
<context>
    <name>RoundsCountDialog</name>
    <message>
        <location filename="../rounds/round_dialogs.py" line="364" />
        <source>Nombre de tours</source>
        <translation>Number of rounds</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="371" />
        <source>Moins de tours si des joueurs partent ou si l'heure tourne, plus s'il reste du temps : pas moins que {drawn}.</source>
        <translation>Fewer rounds if players leave or time runs short, more if there is time left: no fewer than {drawn}.</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="375" />
        <source>{n} tour déjà tiré</source>
        <translation>{n} round already drawn</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="375" />
        <source>{n} tours déjà tirés</source>
        <translation>{n} rounds already drawn</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="381" />
        <source>&amp;Tours prévus</source>
        <translation>Planned &amp;rounds</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="390" />
        <source>&amp;Changer</source>
        <translation>&amp;Change</translation>
    </message>
</context>
<context>
    <name>RoundsPage</name>
    <message>
        <location filename="../tournament_tabs.py" line="46" />
        <location filename="../rounds/page.py" line="63" />
        <source>Tours</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="111" />
        <source>Tirer le tour &amp;suivant…</source>
        <translation>Draw the &amp;next round…</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="114" />
        <source>Tirer le tour suivant : système suisse, au sort ou rotation</source>
        <translation>Draw the next round: Swiss system, random or rotation</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="118" />
        <source>É&amp;changer deux équipes…</source>
        <translation>S&amp;wap two teams…</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="122" />
        <source>Échanger les places de deux équipes (choisissez leurs deux cases avec Ctrl)</source>
        <translation>Swap the places of two teams (choose their two cells with Ctrl)</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="127" />
        <source>A&amp;nnuler le tirage</source>
        <translation>&amp;Cancel the draw</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="129" />
        <source>Effacer le tirage du dernier tour, tant qu'aucun résultat n'est saisi</source>
        <translation>Erase the draw of the last round, as long as no result has been entered</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="139" />
        <source>Chercher une équipe</source>
        <translation>Find a team</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="160" />
        <source>C&amp;hercher</source>
        <translation>&amp;Search</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="172" />
        <source>Ta&amp;bles</source>
        <translation>Ta&amp;bles</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="173" />
        <source>Où est &amp;ma table ?</source>
        <translation>Where is &amp;my table?</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="199" />
        <source>Tour {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="98" />
        <source>équipe, numéro ou joueur</source>
        <translation>team, number or player</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="135" />
        <source>Prévoir moins de tours (ou plus) pendant la journée</source>
        <translation>Plan fewer rounds (or more) during the day</translation>
    </message>
    <message>
        <location filename="../rounds/round_summary.py" line="17" />
        <source>Aucun tour tiré ({planned} prévus) : « Tirer le tour suivant » (Ctrl+T) tire le tour 1.</source>
        <translation>No round drawn ({planned} planned): “Draw the next round” (Ctrl+T) draws round 1.</translation>
    </message>
    <message>
        <location filename="../rounds/round_summary.py" line="23" />
        <source>Tour {number} sur {planned}</source>
        <translation>Round {number} of {planned}</translation>
    </message>
    <message>
        <location filename="../rounds/round_summary.py" line="31" />
        <source>des résultats sont saisis : le tirage ne peut plus changer</source>
        <translation>results have been entered: the draw can no longer change</translation>
    </message>
    <message>
        <location filename="../rounds/round_summary.py" line="40" />
        <source>Système suisse</source>
        <translation>Swiss system</translation>
    </message>
    <message>
        <location filename="../rounds/round_summary.py" line="41" />
        <source>Tirage au sort</source>
        <translation>Random draw</translation>
    </message>
    <message>
        <location filename="../rounds/round_summary.py" line="42" />
        <source>Rotation préétablie</source>
        <translation>Preset rotation</translation>
    </message>
    <message>
        <location filename="../rounds/round_summary.py" line="45" />
        <source>, graine {seed}</source>
        <translation>, seed {seed}</translation>
    </message>
    <message>
        <location filename="../rounds/round_summary.py" line="54" />
        <source>1 table</source>
        <translation>1 table</translation>
    </message>
    <message>
        <location filename="../rounds/round_summary.py" line="56" />
        <source>{n} tables</source>
        <translation>{n} tables</translation>
    </message>
    <message>
        <location filename="../rounds/round_summary.py" line="59" />
        <source>{tables}, {done} terminée</source>
        <translation>{tables}, {done} finished</translation>
    </message>
    <message>
        <location filename="../rounds/round_summary.py" line="61" />
        <source>{tables}, {done} terminées</source>
        <translation>{tables}, {done} finished</translation>
    </message>
    <message>
        <location filename="../rounds/round_summary.py" line="64" />
        <source> dont 1 validée</source>
        <translation>, 1 of them validated</translation>
    </message>
    <message>
        <location filename="../rounds/round_summary.py" line="66" />
        <source> dont {n} validées</source>
        <translation>, {n} of them validated</translation>
    </message>
    <message>
        <location filename="../rounds/round_actions.py" line="72" />
        <source>table {n}</source>
        <translation>table {n}</translation>
    </message>
    <message>
        <location filename="../rounds/round_actions.py" line="76" />
        <source>exempte</source>
        <translation>bye</translation>
    </message>
    <message>
        <location filename="../rounds/round_actions.py" line="91" />
        <source>Annuler le tirage du tour {number} ? Ses tables sont effacées. « Annuler » dans le menu Édition (Ctrl+Z) refait le même tirage (même méthode, même graine), sans les échanges faits à la main.</source>
        <translation>Cancel the draw of round {number}? Its tables are erased. “Undo” in the Edit menu (Ctrl+Z) makes the same draw again (same method, same seed), without the swaps made by hand.</translation>
    </message>
    <message>
        <location filename="../rounds/round_actions.py" line="97" />
        <source>Annuler le tirage</source>
        <translation>Cancel the draw</translation>
    </message>
    <message>
        <location filename="../rounds/round_actions.py" line="135" />
        <source>Équipes retirées : {teams}.</source>
        <translation>Teams withdrawn: {teams}.</translation>
    </message>
    <message>
        <location filename="../rounds/round_actions.py" line="144" />
        <source>Le tournoi compte maintenant {count} tours (Ctrl+Z pour annuler).</source>
        <translation>The tournament now has {count} rounds (Ctrl+Z to undo).</translation>
    </message>
    <message>
        <location filename="../rounds/commands.py" line="70" />
        <source>Passer à {count} tours</source>
        <translation>Change to {count} rounds</translation>
    </message>
    <message>
        <location filename="../rounds/commands.py" line="116" />
        <source>Annuler le tirage du tour {number}</source>
        <translation>Cancel the draw of round {number}</translation>
    </message>
    <message>
        <location filename="../rounds/round_actions.py" line="106" />
        <source>Tirage du tour {number} annulé.</source>
        <translation>Draw of round {number} cancelled.</translation>
    </message>
    <message>
        <location filename="../rounds/commands.py" line="34" />
        <source>Tirer le tour {number}</source>
        <translation>Draw round {number}</translation>
    </message>
    <message>
        <location filename="../rounds/round_actions.py" line="126" />
        <source>Tour {number} tiré ({method}).</source>
        <translation>Round {number} drawn ({method}).</translation>
    </message>
    <message>
        <location filename="../rounds/round_actions.py" line="130" />
        <source>La graine {seed} refait ce même tirage.</source>
        <translation>Seed {seed} makes this same draw again.</translation>
    </message>
    <message>
        <location filename="../rounds/commands.py" line="85" />
        <source>Échanger les équipes {first} et {second} (tour {number})</source>
        <translation>Swap teams {first} and {second} (round {number})</translation>
    </message>
    <message>
        <location filename="../rounds/round_actions.py" line="155" />
        <source>Équipes {first} et {second} échangées (Ctrl+Z pour annuler).</source>
        <translation>Teams {first} and {second} swapped (Ctrl+Z to undo).</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="133" />
        <source>Nombr&amp;e de tours…</source>
        <translation>Numb&amp;er of rounds…</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="145" />
        <source>To&amp;ur</source>
        <translation>Ro&amp;und</translation>
    </message>
    <message>
        <location filename="../rounds/round_actions.py" line="160" />
        <source>Tour {number} tiré à la mêlée : {tables} tables. La graine {seed} refait ce même tirage.</source>
        <translation>Round {number} drawn as a mêlée: {tables} tables. Seed {seed} makes the same draw again.</translation>
    </message>
    <message>
        <location filename="../rounds/round_actions.py" line="165" />
        <source>Exempts : {players}.</source>
        <translation>Byes: {players}.</translation>
    </message>
    <message>
        <location filename="../rounds/presenter.py" line="214" />
        <source>Exempt : {players}.</source>
        <translation>Bye: {players}.</translation>
    </message>
    <message>
        <location filename="../rounds/presenter.py" line="207" />
        <source>n° {number} {name}</source>
        <translation>no. {number} {name}</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="136" />
        <source>&amp;Phase finale…</source>
        <translation>&amp;Finals…</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="140" />
        <source>Après les tours de qualification : les premiers du classement en finale à élimination directe, les suivants en consolante</source>
        <translation>After the qualifying rounds: the top of the standings in a knockout final, the next ones in a consolation</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="230" />
        <source>Pas de phase finale à la mêlée : les joueurs changent de partenaire à chaque partie, il n'y a pas d'équipe à qualifier</source>
        <translation>No finals in a mêlée: the players change partners every partie, there is no team to qualify</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="188" />
        <source>Tab&amp;leau final</source>
        <translation>Final brac&amp;ket</translation>
    </message>
    <message>
        <location filename="../rounds/round_summary.py" line="46" />
        <source>Phase finale</source>
        <translation>Finals</translation>
    </message>
    <message>
        <location filename="../rounds/round_actions.py" line="139" />
        <source>Phase finale tirée : tour {number}, {tables} tables.</source>
        <translation>Finals drawn: round {number}, {tables} tables.</translation>
    </message>
    <message>
        <location filename="../rounds/commands.py" line="74" />
        <source>Tirer la phase finale (tour {number})</source>
        <translation>Draw the finals (round {number})</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="140" />
        <source>Départa&amp;ge…</source>
        <translation>&amp;Tie-break…</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="144" />
        <source>Départage de la phase finale, totaux égaux dans une partie du tableau : une donne de plus (règlement FFB) ou l'équipe la mieux classée passe ; modifiable tant qu'aucune partie du tableau n'a de donne</source>
        <translation>Tie-break of the finals, equal totals in a game of the bracket: one more deal (FFB rules) or the better-ranked team goes through; may change while no game of the bracket has a deal</translation>
    </message>
    <message>
        <location filename="../rounds/presenter.py" line="280" />
        <source>Départage de la phase finale : {rule} (Ctrl+Z pour annuler).</source>
        <translation>Tie-break of the finals: {rule} (Ctrl+Z to undo).</translation>
    </message>
    <message>
        <location filename="../rounds/commands.py" line="117" />
        <source>Changer le départage de la phase finale</source>
        <translation>Change the tie-break of the finals</translation>
    </message>
    <message>
        <location filename="../rounds/presenter.py" line="52" />
        <source>une donne de plus tant que les totaux sont égaux (règlement FFB, §10.4)</source>
        <translation>one more deal while the totals are equal (FFB rules, §10.4)</translation>
    </message>
    <message>
        <location filename="../rounds/presenter.py" line="55" />
        <source>l'équipe la mieux classée des parties qualificatives passe</source>
        <translation>the team better ranked in the qualifying games goes through</translation>
    </message>
    <message>
        <location filename="../rounds/presenter.py" line="267" />
        <source>Échanger les places de « {first} » et « {second} » (tour {number})</source>
        <translation>Swap the places of “{first}” and “{second}” (round {number})</translation>
    </message>
    <message>
        <location filename="../rounds/presenter.py" line="270" />
        <source>« {first} » et « {second} » ont échangé leur place (Ctrl+Z pour annuler).</source>
        <translation>“{first}” and “{second}” swapped places (Ctrl+Z to undo).</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="119" />
        <source>É&amp;changer deux paires…</source>
        <translation>S&amp;wap two pairs…</translation>
    </message>
    <message>
        <location filename="../rounds/page.py" line="122" />
        <source>Échanger les places de deux paires, chaque joueur gardant son équipier (choisissez leurs deux cases avec Ctrl)</source>
        <translation>Swap the places of two pairs, each player keeping his partner (choose their two cells with Ctrl)</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <location filename="../settings/rules.py" line="83" />
        <source>Personnalisé</source>
        <translation>Custom</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="86" />
        <source>Belote c&amp;ontrée</source>
        <translation>Belote c&amp;ontrée</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="87" />
        <source>Belote c&amp;lassique</source>
        <translation>C&amp;lassic belote</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="88" />
        <source>Points &amp;faits</source>
        <translation>Points &amp;made</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="89" />
        <source>Points faits + points &amp;demandés</source>
        <translation>Points made + points bi&amp;d</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="94" />
        <source>À la dizaine la plus proche</source>
        <translation>To the nearest ten</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="95" />
        <source>À 5 près (règle de la maison)</source>
        <translation>To the nearest five (house rule)</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="96" />
        <source>Aucun : au point près</source>
        <translation>None: to the exact point</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="104" />
        <source>Sans Atout et &amp;Tout Atout</source>
        <translation>No Trumps and &amp;All Trumps</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="105" />
        <source>Contre réd&amp;uit</source>
        <translation>Red&amp;uced double</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="106" />
        <source>A&amp;nnonces</source>
        <translation>D&amp;eclarations</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="122" />
        <source>Choisir un règlement remplit toutes les options ; changer une option passe en « personnalisé ».</source>
        <translation>Choosing a rulebook fills in every option; changing an option switches to “custom”.</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="128" />
        <source>Contrée : enchères de 80 à 160 ou capot, contre et surcontre. Classique : on prend ou on passe sur la carte retournée.</source>
        <translation>Contrée: bids from 80 to 160 or capot, double and redouble. Classic: players take or pass on the turned-up card.</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="131" />
        <source>Règlements FFB de la belote contrée (2016) et de la belote classique</source>
        <translation>FFB rules of belote contrée (2016) and of classic belote</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="148" />
        <source>&amp;Règlement</source>
        <translation>&amp;Rulebook</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="151" />
        <source>Variante</source>
        <translation>Variant</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="154" />
        <source>Décompte</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="157" />
        <source>&amp;Arrondi</source>
        <translation>&amp;Rounding</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="170" />
        <source>Règlement FF&amp;B</source>
        <translation>FF&amp;B rules</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="171" />
        <source>Règles de la &amp;maison</source>
        <translation>&amp;House rules</translation>
    </message>
    <message>
        <location filename="../settings/paragraphs.py" line="83" />
        <source>Règlement FFB de la belote contrée, {}</source>
        <translation>FFB rules of belote contrée, {}</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="300" />
        <source>Les points réalisés sont arrondis à la dizaine la plus proche (85 donne 90, 84 donne 80) ; la FFB arrondit toujours en contrée.</source>
        <translation>The points made are rounded to the nearest ten (85 gives 90, 84 gives 80); the FFB always rounds in contrée.</translation>
    </message>
    <message>
        <location filename="../settings/paragraphs.py" line="85" />
        <source>Règlement FFB de la belote classique, {}</source>
        <translation>FFB rules of classic belote, {}</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="306" />
        <source>Les marques de chaque donne sont arrondies à la dizaine ; la FFB compte au point près en classique.</source>
        <translation>The score of each deal is rounded to the ten; the FFB counts every point in classic belote.</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="320" />
        <source>En points faits, le contrat réussi marque ses points réalisés ; en faits + demandés, il y ajoute la valeur du contrat, que la défense marque s'il chute.</source>
        <translation>With points made, a successful contract scores the points it made; with made + bid, it also scores the value of the contract, which the defence scores if it goes down.</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="337" />
        <source>Autorise les contrats Sans Atout et Tout Atout, avec leurs propres valeurs des cartes.</source>
        <translation>Allows No Trumps and All Trumps contracts, with their own card values.</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="347" />
        <source>Un contrat contré marque 160 + 2 × le contrat (surcontré : 160 + 4 × le contrat) au lieu de 320 + 2 × le contrat.</source>
        <translation>A doubled contract scores 160 + 2 × the contract (redoubled: 160 + 4 × the contract) instead of 320 + 2 × the contract.</translation>
    </message>
    <message>
        <location filename="../settings/rules.py" line="357" />
        <source>Tierce, cinquante, cent et carrés comptent pour l'équipe qui détient la plus forte annonce.</source>
        <translation>Tierce, fifty, hundred and carrés count for the team holding the highest declaration.</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../wizard.py" line="230" />
        <source>&amp;Enregistrer ce règlement…</source>
        <translation>&amp;Save these rules…</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="234" />
        <source>Garde ces règles sous un nom, sur cet ordinateur : elles seront proposées dans la liste des règlements au prochain concours.</source>
        <translation>Keeps these rules under a name on this computer: they will be offered in the list of rules at the next tournament.</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="256" />
        <source>Enregistrer ce règlement</source>
        <translation>Save these rules</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="257" />
        <source>Nom du règlement</source>
        <translation>Name of the rules</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="258" />
        <source>Règles du club</source>
        <translation>Club rules</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../settings/dialog.py" line="68" />
        <source>Réglages du tournoi</source>
        <translation>Tournament settings</translation>
    </message>
    <message>
        <location filename="../settings/dialog.py" line="82" />
        <source>&amp;Identité</source>
        <translation>&amp;Identity</translation>
    </message>
    <message>
        <location filename="../settings/dialog.py" line="83" />
        <source>Règles du &amp;jeu</source>
        <translation>&amp;Game rules</translation>
    </message>
    <message>
        <location filename="../settings/dialog.py" line="84" />
        <source>&amp;Partie et tours</source>
        <translation>Games and round&amp;s</translation>
    </message>
    <message>
        <location filename="../settings/dialog.py" line="87" />
        <source>&amp;Classement</source>
        <translation>Standi&amp;ngs</translation>
    </message>
    <message>
        <location filename="../settings/dialog.py" line="91" />
        <source>Enregistrer</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../settings/dialog.py" line="92" />
        <source>Annuler</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../settings/dialog.py" line="108" />
        <source>Fichier</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../settings/dialog.py" line="119" />
        <source>Des donnes ont déjà été saisies : les règles du jeu ne peuvent plus changer, pour que toutes les parties du tournoi se comptent de la même façon.</source>
        <translation>Deals have already been entered: the game rules can no longer change, so that every game of the tournament is scored the same way.</translation>
    </message>
    <message>
        <location filename="../settings/dialog.py" line="125" />
        <source>Les règles en clair</source>
        <translation>The rules in plain words</translation>
    </message>
    <message>
        <location filename="../settings/dialog.py" line="136" />
        <source>Des donnes ont déjà été saisies : la fin d'une partie ne peut plus changer ; le nombre de tours, le classement et l'exempt restent modifiables.</source>
        <translation>Deals have already been entered: the end of a game can no longer change; the number of rounds, the standings and the bye can still be changed.</translation>
    </message>
    <message>
        <location filename="../settings/identity.py" line="86" />
        <source>Le tournoi doit avoir un nom.</source>
        <translation>The tournament must have a name.</translation>
    </message>
    <message>
        <location filename="../settings/dialog.py" line="167" />
        <source>Modifier les réglages du tournoi</source>
        <translation>Change the tournament settings</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../wizard.py" line="210" />
        <source>Les règles en clair</source>
        <translation>The rules in plain words</translation>
    </message>
</context>
<context>
    <name>ShareNotice</name>
    <message>
        <location filename="../share_notice.py" line="15" />
        <source>Tournoi sur un partage réseau</source>
        <translation>Tournament on a network share</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <location filename="../entry/sheet_model.py" line="257" />
        <source>N°</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="258" />
        <source>Preneur</source>
        <translation>Taker</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="259" />
        <source>Contrat</source>
        <translation>Contract</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="260" />
        <source>Atout</source>
        <translation>Trumps</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="261" />
        <source>Contre</source>
        <translation>Double</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="262" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="263" />
        <source>Capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="264" />
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="265" />
        <source>Annonces</source>
        <translation>Declarations</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="266" />
        <source>Résultat</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="267" />
        <source>Marque A</source>
        <translation>Score A</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="268" />
        <source>Marque B</source>
        <translation>Score B</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="269" />
        <source>Total A</source>
        <translation>Total A</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="270" />
        <source>Total B</source>
        <translation>Total B</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="282" />
        <source>Points des preneurs, dix de der compris</source>
        <translation>Takers' points, dix de der included</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="283" />
        <source>Contrat fait ou chuté, litige, donne blanche</source>
        <translation>Contract made or down, tie (litige), passed-out deal</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="286" />
        <source>Équipe {team} : n° {number} « {name} »</source>
        <translation>Team {team}: no. {number} “{name}”</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="300" />
        <source>arbitre</source>
        <translation>arbiter</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="302" />
        <source>passe</source>
        <translation>pass</translation>
    </message>
    <message>
        <location filename="../entry/sheet_model.py" line="318" />
        <source>capot</source>
        <translation>capot</translation>
    </message>
</context>
<context>
    <name>ShorthandGuide</name>
    <message>
        <location filename="../entry/dialogs.py" line="237" />
        <source>le preneur, toujours en premier</source>
        <translation>the taker, always first</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="238" />
        <source>donne blanche : tous ont passé (seul sur la ligne)</source>
        <translation>passed-out deal: everyone passed (alone on the line)</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="242" />
        <source>le contrat : le premier nombre</source>
        <translation>the contract: the first number</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="243" />
        <source>un contrat capot</source>
        <translation>a capot contract</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="245" />
        <source>atout pique, cœur, carreau, trèfle</source>
        <translation>trumps spades (pique), hearts (cœur), diamonds (carreau), clubs (trèfle)</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="247" />
        <source>sans atout, tout atout</source>
        <translation>no trumps, all trumps</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="250" />
        <source>le contrat et l'atout collés</source>
        <translation>the contract and the trumps written together</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="251" />
        <source>contré, surcontré</source>
        <translation>doubled, redoubled</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="252" />
        <source>les points des preneurs, dix de der compris : le second nombre</source>
        <translation>the takers' points, dix de der included: the second number</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="255" />
        <source>les points des preneurs, dix de der compris</source>
        <translation>the takers' points, dix de der included</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="257" />
        <source>capot fait par les preneurs, par A, par B (les points peuvent alors être omis)</source>
        <translation>capot made by the takers, by A, by B (the points can then be left out)</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="258" />
        <source>belote et rebelote des preneurs, de A, de B</source>
        <translation>belote and rebelote of the takers, of A, of B</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="261" />
        <source>deux belotes (tout atout)</source>
        <translation>two belotes (all trumps)</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="264" />
        <source>tierce hauteur roi à cœur, des preneurs</source>
        <translation>tierce, king high, in hearts, of the takers</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="265" />
        <source>cinquante, cent : hauteur puis couleur</source>
        <translation>fifty, hundred: top card then suit</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="266" />
        <source>carré de valets ; hauteurs 7 8 9 10 V D R A</source>
        <translation>carré of jacks; ranks 7 8 9 10 V (jack) D (queen) R (king) A</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="267" />
        <source>une annonce de l'équipe B (:A pour l'équipe A)</source>
        <translation>a declaration of team B (:A for team A)</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="272" />
        <source>exemple : {words}</source>
        <translation>example: {words}</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="292" />
        <source>les points d'annonces écrits sur la feuille : des preneurs, de A, de B (une seule équipe, au lieu des annonces)</source>
        <translation>the declaration points written on the sheet: of the takers, of A, of B (one team only, instead of the declarations)</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="293" />
        <source>renonce (§8.4) des preneurs, de A, de B : l'autre équipe marque les annonces déclarées, une pénalité que ni capot, ni chute, ni litige ne lui reprend</source>
        <translation>renonce (§8.4) of the takers, of A, of B: the other team scores the declarations made, a penalty that no capot, chute or litige takes back from it</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="295" />
        <source>motif</source>
        <translation>reason</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="296" />
        <source>décision de l'arbitre, seule sur la ligne : les marques de A, de B, puis le motif</source>
        <translation>arbiter's decision, alone on the line: the marks of A, of B, then the reason</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="315" />
        <source>la même donne tout attachée, en minuscules : sans espaces ni Maj</source>
        <translation>the same donne all glued together, in lower case: no spaces, no Shift</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="319" />
        <source>la même encore sur un clavier AZERTY, chiffres sans Maj : {keys} valent 1 2 3 4 5 6 7 8 9 0</source>
        <translation>the same again on an AZERTY keyboard, digits without Shift: {keys} stand for 1 2 3 4 5 6 7 8 9 0</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="338" />
        <source>Entrée</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="338" />
        <source>enregistrer la donne tapée (ou la correction)</source>
        <translation>save the deal typed (or the correction)</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="340" />
        <source>2070 1290 Entrée</source>
        <translation>2070 1290 Enter</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="342" />
        <source>avant la première donne : les deux totaux de la feuille seuls (« totaux seulement »), puis la table suivante pas finie</source>
        <translation>before the first donne: the sheet's two totals alone (“totals only”), then the next table not finished</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="346" />
        <source>↑  ↓</source>
        <translation>↑  ↓</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="346" />
        <source>aller dans la feuille, passer d'une donne à l'autre</source>
        <translation>go into the sheet, move from one deal to another</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="347" />
        <source>Entrée ou F2</source>
        <translation>Enter or F2</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="347" />
        <source>sur une donne : la corriger</source>
        <translation>on a deal: correct it</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="348" />
        <source>Suppr</source>
        <translation>Del</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="348" />
        <source>sur une donne : la supprimer (après confirmation)</source>
        <translation>on a deal: delete it (after confirmation)</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="349" />
        <source>Inser</source>
        <translation>Ins</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="349" />
        <source>sur une donne : saisir une donne oubliée avant elle</source>
        <translation>on a deal: enter a forgotten deal before it</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="350" />
        <source>Échap</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="350" />
        <source>abandonner la correction, revenir à la ligne de saisie</source>
        <translation>give up the correction, go back to the entry line</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="351" />
        <source>Page préc. / suiv.</source>
        <translation>Page Up / Down</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="351" />
        <source>table précédente, table suivante</source>
        <translation>previous table, next table</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="352" />
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="352" />
        <source>aller au numéro de table</source>
        <translation>go to a table number</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="353" />
        <source>Ctrl+Z / Ctrl+Y</source>
        <translation>Ctrl+Z / Ctrl+Y</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="353" />
        <source>annuler, rétablir</source>
        <translation>undo, redo</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="354" />
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="354" />
        <source>cette aide</source>
        <translation>this help</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="356" />
        <source>F3</source>
        <translation>F3</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="357" />
        <source>saisir la donne à la souris, avec un formulaire qui montre sa notation</source>
        <translation>enter the deal with the mouse, in a form that shows its shorthand</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="363" />
        <source>Entrée : enregistrer · ↑ ↓ : les donnes · Entrée ou F2 : corriger · Suppr : supprimer · Inser : insérer avant · Échap : retour · Page préc./suiv. : tables · Ctrl+Z : annuler · F1 : aide · F3 : formulaire</source>
        <translation>Enter: save · ↑ ↓: the deals · Enter or F2: correct · Del: delete · Ins: insert before · Esc: back · Page Up/Down: tables · Ctrl+Z: undo · F1: help · F3: form</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="389" />
        <source>Exemple : &lt;b&gt;{example}&lt;/b&gt;   (F1 : aide, F3 : formulaire)</source>
        <translation>Example: &lt;b&gt;{example}&lt;/b&gt;   (F1: help, F3: form)</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="370" />
        <source>&lt;b&gt;A&lt;/b&gt;/&lt;b&gt;B&lt;/b&gt; preneur</source>
        <translation>&lt;b&gt;A&lt;/b&gt;/&lt;b&gt;B&lt;/b&gt; taker</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="372" />
        <source>&lt;b&gt;80&lt;/b&gt;…&lt;b&gt;160&lt;/b&gt; ou &lt;b&gt;capot&lt;/b&gt; contrat</source>
        <translation>&lt;b&gt;80&lt;/b&gt;…&lt;b&gt;160&lt;/b&gt; or &lt;b&gt;capot&lt;/b&gt; contract</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="374" />
        <source>{trumps} atout</source>
        <translation>{trumps} trumps</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="376" />
        <source>&lt;b&gt;x&lt;/b&gt;/&lt;b&gt;xx&lt;/b&gt; contré/surcontré</source>
        <translation>&lt;b&gt;x&lt;/b&gt;/&lt;b&gt;xx&lt;/b&gt; doubled/redoubled</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="378" />
        <source>points des preneurs</source>
        <translation>takers' points</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="379" />
        <source>&lt;b&gt;cap&lt;/b&gt;/&lt;b&gt;capA&lt;/b&gt;/&lt;b&gt;capB&lt;/b&gt; capot</source>
        <translation>&lt;b&gt;cap&lt;/b&gt;/&lt;b&gt;capA&lt;/b&gt;/&lt;b&gt;capB&lt;/b&gt; capot</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="380" />
        <source>&lt;b&gt;b&lt;/b&gt;/&lt;b&gt;bA&lt;/b&gt;/&lt;b&gt;bB&lt;/b&gt; belote</source>
        <translation>&lt;b&gt;b&lt;/b&gt;/&lt;b&gt;bA&lt;/b&gt;/&lt;b&gt;bB&lt;/b&gt; belote</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="383" />
        <source>&lt;b&gt;tierce:Rc&lt;/b&gt; &lt;b&gt;50:Ak&lt;/b&gt; &lt;b&gt;carré:V&lt;/b&gt; annonces</source>
        <translation>&lt;b&gt;tierce:Rc&lt;/b&gt; &lt;b&gt;50:Ak&lt;/b&gt; &lt;b&gt;carré:V&lt;/b&gt; declarations</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="384" />
        <source>&lt;b&gt;-&lt;/b&gt; passe</source>
        <translation>&lt;b&gt;-&lt;/b&gt; all pass</translation>
    </message>
</context>
<context>
    <name>ShorthandHelp</name>
    <message>
        <location filename="../entry/dialogs.py" line="162" />
        <source>Saisie des donnes : abréviations et touches</source>
        <translation>Entering deals: abbreviations and keys</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="166" />
        <source>Abréviations</source>
        <translation>Abbreviations</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="166" />
        <source>Touches</source>
        <translation>Keys</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="169" />
        <source>Règles de ce tournoi : {rules}</source>
        <translation>Rules of this tournament: {rules}</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="173" />
        <source>&amp;Fermer</source>
        <translation>&amp;Close</translation>
    </message>
</context>
<context>
    <name>SpecialTable</name>
    <message>
        <location filename="../prizes/prize_tables.py" line="169" />
        <source>Prix spécial</source>
        <translation>Special prize</translation>
    </message>
    <message>
        <location filename="../prizes/prize_tables.py" line="170" />
        <source>Meilleure équipe avec</source>
        <translation>Best team with</translation>
    </message>
    <message>
        <location filename="../prizes/prize_tables.py" line="171" />
        <source>Club ou licence</source>
        <translation>Club or licence</translation>
    </message>
    <message>
        <location filename="../prizes/prize_tables.py" line="172" />
        <source>Montant (€)</source>
        <translation>Amount (€)</translation>
    </message>
    <message>
        <location filename="../prizes/prize_tables.py" line="173" />
        <source>Lot</source>
        <translation>Item</translation>
    </message>
    <message>
        <location filename="../prizes/prize_tables.py" line="179" />
        <source>un joueur du club</source>
        <translation>a player of the club</translation>
    </message>
    <message>
        <location filename="../prizes/prize_tables.py" line="180" />
        <source>ses deux joueurs du club</source>
        <translation>both players of the club</translation>
    </message>
    <message>
        <location filename="../prizes/prize_tables.py" line="181" />
        <source>licences commençant par</source>
        <translation>licences starting with</translation>
    </message>
    <message>
        <location filename="../prizes/prize_tables.py" line="182" />
        <source>aucun licencié</source>
        <translation>no licensed player</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../standings/model.py" line="224" />
        <source>Rang</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="226" />
        <source>N°</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="228" />
        <source>Équipe</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="230" />
        <source>Jouées</source>
        <translation>Played</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="232" />
        <source>Gagnées</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="234" />
        <source>Nulles</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="236" />
        <source>Perdues</source>
        <translation>Lost</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="238" />
        <source>Exempt</source>
        <translation>Byes</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="240" />
        <source>Marques pour</source>
        <translation>Score for</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="242" />
        <source>Marques contre</source>
        <translation>Score against</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="244" />
        <source>Goal-average</source>
        <translation>Goal average</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="246" />
        <source>Pts classement</source>
        <translation>Ranking pts</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="248" />
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="250" />
        <source>Retirée</source>
        <translation>Withdrawn</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="256" />
        <source>« 2 = » : rang partagé par des équipes ex æquo sur tous les critères.</source>
        <translation>“=2”: rank shared by teams tied on every criterion.</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="259" />
        <source>Parties jouées, exemptions et forfaits compris.</source>
        <translation>Games played, byes and forfeits included.</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="261" />
        <source>Parties gagnées, forfaits gagnés compris.</source>
        <translation>Games won, forfeits won included.</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="263" />
        <source>Parties perdues, forfaits compris.</source>
        <translation>Games lost, forfeits included.</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="265" />
        <source>Tours où l'équipe était exempte.</source>
        <translation>Rounds in which the team had a bye.</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="267" />
        <source>Total des marques obtenues (exemptions et forfaits compris).</source>
        <translation>Total score obtained (byes and forfeits included).</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="269" />
        <source>Total des marques concédées aux adversaires.</source>
        <translation>Total score conceded to the opponents.</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="271" />
        <source>Marques obtenues moins marques concédées.</source>
        <translation>Score obtained minus score conceded.</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="273" />
        <source>Points du barème de l'organisateur.</source>
        <translation>Points on the organiser's scale.</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="275" />
        <source>Parties gagnées par les adversaires rencontrés à table.</source>
        <translation>Games won by the opponents met at the table.</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="278" />
        <source>Équipe retirée du tournoi (forfait général) : classée à part, après les équipes en lice ; retirée avant d'avoir joué, elle n'est pas classée.</source>
        <translation>Team withdrawn from the tournament: ranked apart, after the teams still playing; withdrawn before it played, it is not ranked.</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="287" />
        <source>{rank} =</source>
        <translation>={rank}</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="292" />
        <source>1er</source>
        <translation>rank 1</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="292" />
        <source>{rank}e</source>
        <translation>rank {rank}</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="303" />
        <source>retirée</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="311" />
        <source>{place} ex æquo</source>
        <translation>{place}, tied</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="316" />
        <source>dont {forfeits} par forfait ; {n} exemption</source>
        <translation>including {forfeits} by forfeit; {n} bye</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="317" />
        <source>dont {forfeits} par forfait ; {n} exemptions</source>
        <translation>including {forfeits} by forfeit; {n} byes</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="321" />
        <source>dont {forfeits} par forfait</source>
        <translation>including {forfeits} by forfeit</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="325" />
        <source>Équipe n° {number} « {name} »</source>
        <translation>Team no. {number} “{name}”</translation>
    </message>
    <message>
        <location filename="../challenge/models.py" line="43" />
        <source>Nom</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../challenge/models.py" line="44" />
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../challenge/models.py" line="45" />
        <source>Concours</source>
        <translation>Concours</translation>
    </message>
    <message>
        <location filename="../challenge/models.py" line="46" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../challenge/models.py" line="47" />
        <source>Marques</source>
        <translation>Marks</translation>
    </message>
    <message>
        <location filename="../challenge/models.py" line="49" />
        <source>Départage, remarque</source>
        <translation>Tie-break, remark</translation>
    </message>
    <message>
        <location filename="../challenge/models.py" line="58" />
        <source> (ne compte pas)</source>
        <translation> (does not count)</translation>
    </message>
    <message>
        <location filename="../challenge/models.py" line="82" />
        <source>%1 ex.</source>
        <translation>%1 tied</translation>
    </message>
    <message>
        <location filename="../challenge/models.py" line="87" />
        <source>%1 sur %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="198" />
        <source>Retiré</source>
        <translation>Withdrawn</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="226" />
        <source>Joueur retiré du concours : classé à part, après les joueurs en lice ; retiré avant d'avoir joué, il n'est pas classé.</source>
        <translation>Player withdrawn from the concours: ranked apart, after the players still in play; withdrawn before playing, he is not ranked.</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="256" />
        <source>retiré</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="213" />
        <source>Joueur</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="237" />
        <source>Parcours</source>
        <translation>Stage reached</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="239" />
        <source>Rang des qualifications</source>
        <translation>Qualifying rank</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="335" />
        <source>{place} des tours</source>
        <translation>{place} in the rounds</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="272" />
        <source>Jusqu'où l'équipe est allée dans la phase finale (ou la consolante).</source>
        <translation>How far the team went in the finals (or the consolation bracket).</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="275" />
        <source>Son rang au classement des tours, avant la phase finale.</source>
        <translation>Its rank in the rounds' standings, before the finals.</translation>
    </message>
    <message>
        <location filename="../standings/model.py" line="327" />
        <source>Joueur n° {number} « {name} »</source>
        <translation>Player no. {number} “{name}”</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <location filename="../tournament_tabs.py" line="51" />
        <location filename="../standings/page.py" line="65" />
        <source>Classement</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="107" />
        <source>n° ou nom, Entrée : suivante</source>
        <translation>no. or name, Enter: next</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="111" />
        <source>Aller à une équipe par son numéro ou une partie de son nom (Ctrl+F).</source>
        <translation>Go to a team by its number or part of its name (Ctrl+F).</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="115" />
        <source>Aller à l'&amp;équipe</source>
        <translation>&amp;Go to team</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="144" />
        <source>Flèches pour parcourir ; le détail de l'équipe s'affiche dessous.</source>
        <translation>Arrows to browse; the team's details are shown below.</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="255" />
        <source>{place} ex æquo</source>
        <translation>{place}, tied</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="297" />
        <source>introuvable</source>
        <translation>not found</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="326" />
        <source>Parties gagnées</source>
        <translation>Games won</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="328" />
        <source>Points de classement</source>
        <translation>Ranking points</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="330" />
        <source>Total des marques</source>
        <translation>Total score</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="332" />
        <source>Goal-average</source>
        <translation>Goal average</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="334" />
        <source>Marques concédées (le moins)</source>
        <translation>Score conceded (fewest)</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="336" />
        <source>Confrontation directe</source>
        <translation>Head-to-head</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="338" />
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="351" />
        <source>Classement en direct : les parties terminées comptent dès leur saisie.</source>
        <translation>Live standings: finished games count as soon as they are entered.</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="352" />
        <source>Un exempt compte comme une victoire.</source>
        <translation>A bye counts as a win.</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="354" />
        <source>Un exempt ne compte pas comme une victoire.</source>
        <translation>A bye does not count as a win.</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="360" />
        <source>Barème : {win} par victoire, {draw} par nul, {loss} par défaite, {bye} pour un exempt.</source>
        <translation>Scale: {win} per win, {draw} per draw, {loss} per loss, {bye} for a bye.</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="363" />
        <source>Ex æquo : « 2 = ».</source>
        <translation>Tied: “=2”.</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="345" />
        <source>Critères de classement</source>
        <translation>Ranking criteria</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="130" />
        <source>Aller au &amp;joueur</source>
        <translation>&amp;Go to player</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="156" />
        <source>Flèches pour parcourir ; le détail du joueur s'affiche dessous.</source>
        <translation>Arrows to browse; the player's details are shown below.</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="295" />
        <source>{place} des tours</source>
        <translation>{place} in the rounds</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="389" />
        <source>Classement final : le tableau principal par parcours, puis la consolante par parcours, puis les autres équipes dans l'ordre des tours ; les colonnes comptent tous les tours.</source>
        <translation>Final ranking: the main bracket by stage reached, then the consolation bracket by stage reached, then the other teams in the order of the rounds; the columns count every round.</translation>
    </message>
    <message>
        <location filename="../standings/page.py" line="397" />
        <source>Classement des tours : les tours qualificatifs seuls, qui ont désigné les qualifiés de la phase finale.</source>
        <translation>Rounds' standings: the qualifying rounds alone, which decided who qualified for the finals.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../start_page.py" line="45" />
        <source>Tournoi de belote</source>
        <translation>Belote tournament</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="52" />
        <source>Concours de belote contrée et classique selon les règles de la FFB : inscriptions, tirages, saisie des donnes, classement.</source>
        <translation>Belote contrée and classic belote tournaments under the FFB rules: registration, draws, score entry, standings.</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="58" />
        <source>&amp;Nouveau tournoi…</source>
        <translation>&amp;New tournament…</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="59" />
        <source>&amp;Ouvrir un fichier…</source>
        <translation>&amp;Open a file…</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="70" />
        <source>Tournois &amp;récents (Entrée pour ouvrir) :</source>
        <translation>&amp;Recent tournaments (Enter to open):</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="73" />
        <source>Vous pouvez aussi déposer un fichier de tournoi sur cette fenêtre.</source>
        <translation>You can also drop a tournament file on this window.</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../wizard.py" line="286" />
        <source>Récapitulatif</source>
        <translation>Summary</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="290" />
        <source>Vérifiez avant de créer le tournoi ; tout reste modifiable dans Tournoi, Réglages du tournoi, tant qu'aucune donne n'est saisie.</source>
        <translation>Check before creating the tournament; everything can still be changed in Tournament, Tournament settings, as long as no deal has been entered.</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="308" />
        <source>Tournoi</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="310" />
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="311" />
        <source>non précisée</source>
        <translation>not given</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="313" />
        <source>Lieu</source>
        <translation>Venue</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="314" />
        <source>Organisateur</source>
        <translation>Organiser</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="315" />
        <source>Arbitre</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="317" />
        <source>Fichier</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="317" />
        <source>Base</source>
        <translation>Database</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="332" />
        <source>Réglages</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="269" />
        <source>entrée libre</source>
        <translation>free entry</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="272" />
        <source>{amount} par équipe</source>
        <translation>{amount} per team</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="275" />
        <source>{amount} par joueur ({team} par équipe)</source>
        <translation>{amount} per player ({team} per team)</translation>
    </message>
    <message>
        <location filename="../wizard.py" line="320" />
        <source>Droit d'inscription</source>
        <translation>Entry fee</translation>
    </message>
</context>
<context>
    <name>StageDialog</name>
    <message>
        <location filename="../rounds/stage_dialog.py" line="34" />
        <source>Tirer le tour {number}</source>
        <translation>Draw round {number}</translation>
    </message>
    <message>
        <location filename="../rounds/stage_dialog.py" line="36" />
        <source>&lt;b&gt;Tour {number} : {stage}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Round {number}: {stage}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../rounds/stage_dialog.py" line="38" />
        <source>&lt;b&gt;Tour {number} de la phase finale&lt;/b&gt;</source>
        <translation>&lt;b&gt;Round {number} of the finals&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../rounds/stage_dialog.py" line="43" />
        <source>Le tableau décide des rencontres : le vainqueur de chaque partie rencontre celui de la partie voisine, la meilleure tête de série en équipe A. Il n'y a ni méthode ni graine à choisir.</source>
        <translation>The bracket decides who meets whom: each game's winner meets the winner of the neighbouring game, the better seed as team A. There is no method or seed to choose.</translation>
    </message>
    <message>
        <location filename="../rounds/stage_dialog.py" line="59" />
        <source>&amp;Tirer</source>
        <translation>&amp;Draw</translation>
    </message>
</context>
<context>
    <name>SwapDialog</name>
    <message>
        <location filename="../rounds/round_dialogs.py" line="298" />
        <source>Échanger deux équipes — tour {number}</source>
        <translation>Swap two teams — round {number}</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="313" />
        <source>Les deux équipes échangent leur place : table et adversaire (ou exemption). Possible tant qu'aucun résultat du tour n'est saisi ; une équipe à table fixe ne change pas de table.</source>
        <translation>The two teams swap places: table and opponent (or bye). Possible as long as no result of the round has been entered; a team with a fixed table does not change table.</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="321" />
        <source>&amp;Première équipe</source>
        <translation>&amp;First team</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="322" />
        <source>&amp;Deuxième équipe</source>
        <translation>&amp;Second team</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="328" />
        <source>É&amp;changer</source>
        <translation>S&amp;wap</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="301" />
        <source>Échanger deux paires — tour {number}</source>
        <translation>Swap two pairs — round {number}</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="319" />
        <source>Les deux paires échangent leur place : table et adversaires (ou exemption) ; chaque joueur garde son équipier. Possible tant qu&apos;aucun résultat du tour n&apos;est saisi.</source>
        <translation>The two pairs swap places: table and opponents (or bye); each player keeps his partner. Possible while no result of the round is entered.</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="334" />
        <source>&amp;Première paire</source>
        <translation>&amp;First pair</translation>
    </message>
    <message>
        <location filename="../rounds/round_dialogs.py" line="334" />
        <source>&amp;Deuxième paire</source>
        <translation>&amp;Second pair</translation>
    </message>
</context>
<context>
    <name>TablesEntryDialog</name>
    <message>
        <location filename="../tables_entry/dialog.py" line="52" />
        <source>Saisie aux tables</source>
        <translation>Entry at the tables</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="62" />
        <location filename="../tables_entry/dialog.py" line="184" />
        <source>&amp;Démarrer le serveur</source>
        <translation>&amp;Start the server</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="74" />
        <source>&amp;Révoquer le lien</source>
        <translation>&amp;Revoke the link</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="99" />
        <source>Toutes celles de ce portable (Wi-Fi de la salle)</source>
        <translation>Every address of this laptop (the hall's Wi-Fi)</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="100" />
        <source>Ce portable seul ({address})</source>
        <translation>This laptop only ({address})</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="102" />
        <source>Où le serveur répond. Les téléphones de la salle l'atteignent sur les adresses de ce portable ; « Ce portable seul » sert un essai ou un écran branché sur ce portable, et aucun téléphone.</source>
        <translation>Where the server answers. The hall's phones reach it on this laptop's addresses; "This laptop only" serves a trial or a screen plugged into this laptop, and no phone.</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="110" />
        <source>A&amp;dresse</source>
        <translation>A&amp;ddress</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="208" />
        <source>Le serveur répond sur {url}, pour ce portable seul : les téléphones de la salle ne l'atteignent pas (pour eux : « Toutes celles de ce portable »). Il continue quand cette fenêtre est fermée ; il s'arrête avec « Arrêter le serveur », en fermant le tournoi ou en quittant.</source>
        <translation>The server answers on {url}, for this laptop only: the hall's phones do not reach it (for them: "Every address of this laptop"). It keeps running when this window is closed; it stops with "Stop the server", when the tournament is closed or on quitting.</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="110" />
        <source>&amp;Port</source>
        <translation>&amp;Port</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="86" />
        <source>&amp;Fermer</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="123" />
        <source>Page publique : Où est ma table ? et le classement</source>
        <translation>Public page: Where is my table? and the standings</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="147" />
        <source>Arrêter le serveur</source>
        <translation>Stop the server</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="148" />
        <source>Arrêter le serveur des téléphones ? Les tables ne pourront plus envoyer leurs donnes ni signer, et la page publique ne s'ouvrira plus, jusqu'à ce qu'il soit redémarré.</source>
        <translation>Stop the phones' server? The tables will no longer be able to send their deals or sign, and the public page will not open, until it is started again.</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="163" />
        <source>Impossible de démarrer le serveur</source>
        <translation>Cannot start the server</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="184" />
        <source>&amp;Arrêter le serveur</source>
        <translation>S&amp;top the server</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="202" />
        <source>Serveur arrêté : les téléphones n'ouvrent rien. Démarrez-le pour que les tables saisissent leurs donnes sur le réseau de la salle.</source>
        <translation>Server stopped: the phones open nothing. Start it so that the tables enter their deals on the hall's network.</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="216" />
        <source>Le serveur répond sur {url} : les téléphones de la salle l'ouvrent sur le même réseau (Wi-Fi). Il continue quand cette fenêtre est fermée ; il s'arrête avec « Arrêter le serveur », en fermant le tournoi ou en quittant.</source>
        <translation>The server answers on {url}: the hall's phones open it on the same network (Wi-Fi). It keeps running when this window is closed; it stops with "Stop the server", when the tournament is closed or on quitting.</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="234" />
        <source>Les liens des tables du tour {round} se font au démarrage du serveur.</source>
        <translation>The tables' links of round {round} are made when the server starts.</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="237" />
        <source>Aucun tour tiré : les liens des tables viennent avec le tirage.</source>
        <translation>No round drawn: the tables' links come with the draw.</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="241" />
        <location filename="../tables_entry/dialog.py" line="250" />
        <source>&amp;Verrouiller la table</source>
        <translation>&amp;Lock the table</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="245" />
        <source>Table {table} : lien de son téléphone</source>
        <translation>Table {table}: its phone's link</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="248" />
        <source>Dé&amp;verrouiller la table</source>
        <translation>Un&amp;lock the table</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="254" />
        <source>Le lien s'affiche quand le serveur est démarré.</source>
        <translation>The link is shown once the server is started.</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="271" />
        <source>Révoquer le lien de la table {table} ? Son téléphone n'ouvrira plus la feuille : la table scanne le nouveau code.</source>
        <translation>Revoke table {table}'s link? Its phone will no longer open the sheet: the table scans the new code.</translation>
    </message>
    <message>
        <location filename="../tables_entry/dialog.py" line="274" />
        <source>Révoquer le lien</source>
        <translation>Revoke the link</translation>
    </message>
    <message>
        <location filename="../tables_entry/commands.py" line="22" />
        <source>Verrouiller le téléphone de la table {}</source>
        <translation>Lock table {}'s phone</translation>
    </message>
    <message>
        <location filename="../tables_entry/commands.py" line="26" />
        <source>Déverrouiller le téléphone de la table {}</source>
        <translation>Unlock table {}'s phone</translation>
    </message>
    <message>
        <location filename="../tables_entry/model.py" line="17" />
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../tables_entry/model.py" line="17" />
        <source>Équipes</source>
        <translation>Teams</translation>
    </message>
    <message>
        <location filename="../tables_entry/model.py" line="17" />
        <source>Donnes</source>
        <translation>Deals</translation>
    </message>
    <message>
        <location filename="../tables_entry/model.py" line="17" />
        <source>Totaux</source>
        <translation>Totals</translation>
    </message>
    <message>
        <location filename="../tables_entry/model.py" line="17" />
        <source>Signée</source>
        <translation>Signed</translation>
    </message>
    <message>
        <location filename="../tables_entry/model.py" line="18" />
        <source>Téléphone</source>
        <translation>Phone</translation>
    </message>
    <message>
        <location filename="../tables_entry/model.py" line="38" />
        <source>verrouillé</source>
        <translation>locked</translation>
    </message>
    <message>
        <location filename="../tables_entry/model.py" line="40" />
        <source>saisie ouverte</source>
        <translation>entry open</translation>
    </message>
    <message>
        <location filename="../tables_entry/model.py" line="47" />
        <source>A et B</source>
        <translation>A and B</translation>
    </message>
    <message>
        <location filename="../tables_entry/model.py" line="50" />
        <source>A seule</source>
        <translation>A only</translation>
    </message>
    <message>
        <location filename="../tables_entry/model.py" line="52" />
        <source>B seule</source>
        <translation>B only</translation>
    </message>
    <message>
        <location filename="../tables_entry/model.py" line="56" />
        <source>effacée : feuille changée depuis</source>
        <translation>voided: sheet changed since</translation>
    </message>
</context>
<context>
    <name>TablesModel</name>
    <message>
        <location filename="../rounds/tables_model.py" line="147" />
        <location filename="../rounds/tables_model.py" line="256" />
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="148" />
        <source>Équipe A</source>
        <translation>Team A</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="149" />
        <source>Équipe B</source>
        <translation>Team B</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="150" />
        <source>État</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="152" />
        <source>Explication du tirage</source>
        <translation>Why this draw</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="227" />
        <source>totaux seulement, {a} – {b}</source>
        <translation>totals only, {a} – {b}</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="253" />
        <source>Équipe</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="254" />
        <source>Joueurs</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="255" />
        <source>N°</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="257" />
        <source>Adversaire</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="211" />
        <location filename="../rounds/tables_model.py" line="285" />
        <source>exempte</source>
        <translation>bye</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="97" />
        <source>aucune donne</source>
        <translation>no donne</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="99" />
        <source>1 donne</source>
        <translation>1 donne</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="101" />
        <source>{n} donnes</source>
        <translation>{n} donnes</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="106" />
        <source>téléphone</source>
        <translation>phone</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="108" />
        <source>arbitrage</source>
        <translation>desk</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="113" />
        <source>signée {teams}</source>
        <translation>signed by {teams}</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="114" />
        <source> et </source>
        <translation> and </translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="118" />
        <source>verrouillée</source>
        <translation>locked</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="125" />
        <source>Aucune donne saisie pour l'instant.</source>
        <translation>No donne entered yet.</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="127" />
        <source>Dernière saisie par le téléphone de la table.</source>
        <translation>Last entered by the table's phone.</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="131" />
        <source>Dernière saisie à la table d'arbitrage ({who}).</source>
        <translation>Last entered at the desk ({who}).</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="135" />
        <source>Téléphone verrouillé : il ne fait que lire la feuille.</source>
        <translation>Phone locked: it only reads the sheet.</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="151" />
        <source>Saisie aux tables</source>
        <translation>Entry at the tables</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="223" />
        <source>forfait de l'équipe {number}</source>
        <translation>forfeit by team {number}</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="1" />
        <source>arrêtée au temps, {said}</source>
        <translation>stopped on time, {said}</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="158" />
        <source>Paire A</source>
        <translation>Pair A</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="161" />
        <source>Paire B</source>
        <translation>Pair B</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="237" />
        <source>exempt</source>
        <translation>bye</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="239" />
        <source>exempts</source>
        <translation>byes</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="257" />
        <source>forfait de la paire {side}</source>
        <translation>forfeit by pair {side}</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="312" />
        <source>Paire</source>
        <translation>Pair</translation>
    </message>
    <message>
        <location filename="../rounds/tables_model.py" line="318" />
        <source>Adversaires</source>
        <translation>Opponents</translation>
    </message>
</context>
<context>
    <name>TeamDialog</name>
    <message>
        <location filename="../teams/team_dialog.py" line="112" />
        <source>Inscrire une équipe</source>
        <translation>Register a team</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="114" />
        <source>Modifier l'équipe {number}</source>
        <translation>Edit team {number}</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="117" />
        <source>Joueur 1</source>
        <translation>Player 1</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="118" />
        <source>Joueur 2</source>
        <translation>Player 2</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="123" />
        <source>Laissé vide : les noms des deux joueurs.</source>
        <translation>Left empty: the names of the two players.</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="129" />
        <source>automatique ({number})</source>
        <translation>automatic ({number})</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="132" />
        <source>0 ou vide : le numéro suivant, {number}.</source>
        <translation>0 or empty: the next number, {number}.</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="137" />
        <source>Le numéro d'une équipe ne change pas.</source>
        <translation>A team's number does not change.</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="140" />
        <source>aucune</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="142" />
        <source>Une table que l'équipe ne quitte pas (accessibilité). 0 : aucune.</source>
        <translation>A table the team never leaves (accessibility). 0: none.</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="163" />
        <source>&amp;Enregistrer</source>
        <translation>Sa&amp;ve</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="163" />
        <source>&amp;Inscrire</source>
        <translation>&amp;Register</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="164" />
        <source>Annuler</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="175" />
        <source>Équipe</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="178" />
        <source>Nom de l'é&amp;quipe</source>
        <translation>Team &amp;name</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="179" />
        <source>N&amp;uméro</source>
        <translation>N&amp;umber</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="180" />
        <source>&amp;Table fixe</source>
        <translation>Fixed &amp;table</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="211" />
        <source>les noms des joueurs</source>
        <translation>the players' names</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="146" />
        <source>Pointée pré&amp;sente</source>
        <translation>Checked in pre&amp;sent</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="147" />
        <source>A pa&amp;yé son inscription</source>
        <translation>Has pa&amp;id the entry</translation>
    </message>
</context>
<context>
    <name>TeamModel</name>
    <message>
        <location filename="../teams/team_model.py" line="63" />
        <source>N°</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../teams/team_model.py" line="64" />
        <source>Équipe</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../teams/team_model.py" line="65" />
        <source>Joueur 1</source>
        <translation>Player 1</translation>
    </message>
    <message>
        <location filename="../teams/team_model.py" line="66" />
        <source>Joueur 2</source>
        <translation>Player 2</translation>
    </message>
    <message>
        <location filename="../teams/team_model.py" line="67" />
        <location filename="../teams/team_model.py" line="127" />
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../teams/team_model.py" line="68" />
        <source>Table fixe</source>
        <translation>Fixed table</translation>
    </message>
    <message>
        <location filename="../teams/team_model.py" line="69" />
        <source>Statut</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../teams/team_model.py" line="128" />
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <location filename="../teams/team_model.py" line="47" />
        <source>présente</source>
        <translation>present</translation>
    </message>
    <message>
        <location filename="../teams/team_model.py" line="49" />
        <source>payée</source>
        <translation>paid</translation>
    </message>
</context>
<context>
    <name>TeamRoundsModel</name>
    <message>
        <location filename="../standings/team_rounds.py" line="58" />
        <source>Tour</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../standings/team_rounds.py" line="59" />
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../standings/team_rounds.py" line="60" />
        <source>Adversaire</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <location filename="../standings/team_rounds.py" line="61" />
        <source>Marques</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../standings/team_rounds.py" line="62" />
        <source>Résultat</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../standings/team_rounds.py" line="92" />
        <location filename="../standings/team_rounds.py" line="116" />
        <source>exempt</source>
        <translation>bye</translation>
    </message>
    <message>
        <location filename="../standings/team_rounds.py" line="93" />
        <source>n° {number} « {name} »</source>
        <translation>no. {number} “{name}”</translation>
    </message>
    <message>
        <location filename="../standings/team_rounds.py" line="99" />
        <source>{mine} à {theirs}</source>
        <translation>{mine} to {theirs}</translation>
    </message>
    <message>
        <location filename="../standings/team_rounds.py" line="108" />
        <source>en cours</source>
        <translation>in progress</translation>
    </message>
    <message>
        <location filename="../standings/team_rounds.py" line="110" />
        <source>gagnée</source>
        <translation>won</translation>
    </message>
    <message>
        <location filename="../standings/team_rounds.py" line="112" />
        <source>perdue</source>
        <translation>lost</translation>
    </message>
    <message>
        <location filename="../standings/team_rounds.py" line="114" />
        <source>nulle</source>
        <translation>drawn</translation>
    </message>
    <message>
        <location filename="../standings/team_rounds.py" line="118" />
        <source>gagnée par forfait</source>
        <translation>won by forfeit</translation>
    </message>
    <message>
        <location filename="../standings/team_rounds.py" line="120" />
        <source>perdue par forfait</source>
        <translation>lost by forfeit</translation>
    </message>
</context>
<context>
    <name>TeamsPage</name>
    <message>
        <location filename="../teams/team_actions.py" line="45" />
        <source>Suppression impossible</source>
        <translation>Cannot delete</translation>
    </message>
    <message>
        <location filename="../teams/team_actions.py" line="48" />
        <source>&amp;Retirer l'équipe</source>
        <translation>&amp;Withdraw the team</translation>
    </message>
    <message>
        <location filename="../teams/team_actions.py" line="52" />
        <source>Fermer</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../teams/team_actions.py" line="157" />
        <source>{n} équipe importée de « {file} ».</source>
        <translation>{n} team imported from "{file}".</translation>
    </message>
    <message>
        <location filename="../teams/team_actions.py" line="158" />
        <source>{n} équipes importées de « {file} ».</source>
        <translation>{n} teams imported from "{file}".</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="42" />
        <location filename="../tournament_tabs.py" line="45" />
        <source>Équipes</source>
        <translation>Teams</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="52" />
        <source>numéro, équipe, joueur, club ou licence</source>
        <translation>number, team, player, club or licence</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="84" />
        <source>A&amp;jouter…</source>
        <translation>&amp;Add…</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="87" />
        <source>Inscrire une équipe, même après un tirage : arrivée en retard</source>
        <translation>Register a team, even after a draw: late arrival</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="91" />
        <source>&amp;Modifier…</source>
        <translation>Ed&amp;it…</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="94" />
        <source>Modifier l'équipe choisie — aussi Entrée ou double-clic</source>
        <translation>Edit the chosen team — also Enter or double-click</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="98" />
        <source>&amp;Supprimer</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="101" />
        <source>Supprimer l'équipe choisie, si elle n'a jamais été tirée</source>
        <translation>Delete the chosen team, if it has never been drawn</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="105" />
        <location filename="../teams/page.py" line="240" />
        <source>&amp;Retirer</source>
        <translation>&amp;Withdraw</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="111" />
        <source>&amp;Importer…</source>
        <translation>I&amp;mport…</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="114" />
        <source>Inscrire toutes les équipes d'un fichier CSV ou Excel</source>
        <translation>Register all the teams of a CSV or Excel file</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="117" />
        <source>Rechercher</source>
        <translation>Search</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="131" />
        <source>R&amp;echercher</source>
        <translation>&amp;Search</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="135" />
        <source>Sans tenir compte des accents ni des majuscules ({keys})</source>
        <translation>Ignoring accents and capitals ({keys})</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="153" />
        <source>Ins&amp;criptions</source>
        <translation>&amp;Registrations</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="154" />
        <source>&amp;Pointage</source>
        <translation>&amp;Check-in</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="208" />
        <source>{n} équipe</source>
        <translation>{n} team</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="208" />
        <source>{n} équipes</source>
        <translation>{n} teams</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="210" />
        <source>, 1 retirée</source>
        <translation>, 1 withdrawn</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="212" />
        <source>, {count} retirées</source>
        <translation>, {count} withdrawn</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="216" />
        <source> — {count} affichée</source>
        <translation> — {count} shown</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="218" />
        <source> — {count} affichées</source>
        <translation> — {count} shown</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="223" />
        <source>Aucune équipe inscrite : « Ajouter » (Inser) une équipe ou « Importer » (Ctrl+I) une liste CSV ou Excel.</source>
        <translation>No team registered: “Add” (Ins) a team or “Import” (Ctrl+I) a CSV or Excel list.</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="235" />
        <source>&amp;Réinscrire</source>
        <translation>&amp;Reinstate</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="237" />
        <source>Réinscrire l'équipe : elle sera tirée à partir du prochain tour (Ctrl+R)</source>
        <translation>Reinstate the team: it will be drawn from the next round (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../teams/page.py" line="242" />
        <source>Retirer l'équipe du tournoi ; ses résultats sont gardés (Ctrl+R)</source>
        <translation>Withdraw the team from the tournament; its results are kept (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../teams/team_actions.py" line="209" />
        <source>Équipe {number} « {name} » retirée : forfait au tour {round}.</source>
        <translation>Team {number} “{name}” withdrawn: forfeit in round {round}.</translation>
    </message>
    <message>
        <location filename="../teams/team_actions.py" line="217" />
        <source>Équipe {number} « {name} » retirée : tour {round} tiré de nouveau.</source>
        <translation>Team {number} “{name}” withdrawn: round {round} drawn again.</translation>
    </message>
    <message>
        <location filename="../teams/commands.py" line="110" />
        <source>Supprimer l'équipe {number}</source>
        <translation>Delete team {number}</translation>
    </message>
    <message>
        <location filename="../teams/team_actions.py" line="95" />
        <source>Équipe {number} « {name} » supprimée (Ctrl+Z pour annuler).</source>
        <translation>Team {number} “{name}” deleted (Ctrl+Z to undo).</translation>
    </message>
    <message>
        <location filename="../teams/commands.py" line="135" />
        <source>Retirer l'équipe {number}</source>
        <translation>Withdraw team {number}</translation>
    </message>
    <message>
        <location filename="../teams/commands.py" line="161" />
        <source>Réinscrire l'équipe {number}</source>
        <translation>Reinstate team {number}</translation>
    </message>
    <message>
        <location filename="../teams/commands.py" line="220" />
        <source>Pointer l'équipe {number} présente</source>
        <translation>Check team {number} in</translation>
    </message>
    <message>
        <location filename="../teams/commands.py" line="222" />
        <source>Pointer l'équipe {number} absente</source>
        <translation>Check team {number} out</translation>
    </message>
    <message>
        <location filename="../teams/commands.py" line="247" />
        <source>Inscription de l'équipe {number} payée</source>
        <translation>Entry of team {number} paid</translation>
    </message>
    <message>
        <location filename="../teams/commands.py" line="249" />
        <source>Inscription de l'équipe {number} non payée</source>
        <translation>Entry of team {number} not paid</translation>
    </message>
    <message>
        <location filename="../teams/commands.py" line="277" />
        <source>Retirer l'équipe {number} (forfait)</source>
        <translation>Withdraw team {number} (forfeit)</translation>
    </message>
    <message>
        <location filename="../teams/commands.py" line="307" />
        <source>Retirer l'équipe {number} et tirer de nouveau le tour {round}</source>
        <translation>Withdraw team {number} and draw round {round} again</translation>
    </message>
    <message>
        <location filename="../teams/team_actions.py" line="129" />
        <source>Équipe {number} « {name} » : {status}.</source>
        <translation>Team {number} “{name}”: {status}.</translation>
    </message>
    <message>
        <location filename="../teams/team_actions.py" line="137" />
        <source>Importer une liste d'équipes</source>
        <translation>Import a list of teams</translation>
    </message>
    <message>
        <location filename="../teams/team_actions.py" line="139" />
        <source>Listes d'équipes (*.csv *.xlsx *.txt);;Tous les fichiers (*)</source>
        <translation>Team lists (*.csv *.xlsx *.txt);;All files (*)</translation>
    </message>
    <message>
        <location filename="../teams/commands.py" line="32" />
        <source>Inscrire l'équipe {number}</source>
        <translation>Register team {number}</translation>
    </message>
    <message>
        <location filename="../teams/team_actions.py" line="181" />
        <source>Équipe {number} « {name} » inscrite.</source>
        <translation>Team {number} “{name}” registered.</translation>
    </message>
    <message>
        <location filename="../teams/team_actions.py" line="185" />
        <source>Elle sera tirée à partir du tour {round}.</source>
        <translation>It will be drawn from round {round}.</translation>
    </message>
    <message>
        <location filename="../teams/commands.py" line="73" />
        <source>Modifier l'équipe {number}</source>
        <translation>Edit team {number}</translation>
    </message>
    <message>
        <location filename="../teams/team_actions.py" line="200" />
        <source>Équipe {number} modifiée.</source>
        <translation>Team {number} changed.</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/teams/team_actions.py" line="210" />
        <source>Registre des joueurs non mis à jour : {reason}</source>
        <translation>Register of players not updated: {reason}</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/teams/team_actions.py" line="215" />
        <source>{players} ajouté(s) au registre des joueurs.</source>
        <translation>{players} added to the register of players.</translation>
    </message>
    <message>
        <location filename="../teams/register_memory.py" line="178" />
        <source>Registre des joueurs non mis à jour (le détail est dans le journal).</source>
        <translation>Register of players not updated (the details are in the log).</translation>
    </message>
    <message>
        <location filename="../teams/team_actions.py" line="127" />
        <source>Importation annulée : aucune équipe n'a été importée.</source>
        <translation>Import cancelled: no team was imported.</translation>
    </message>
</context>
<context>
    <name>ToolWindows</name>
    <message>
        <location filename="../tool_windows.py" line="63" />
        <source>Quitter</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../tool_windows.py" line="64" />
        <source>Le serveur des téléphones tourne : quitter l'arrête, et les tables ne pourront plus envoyer leurs donnes. Quitter quand même ?</source>
        <translation>The phones' server is running: quitting stops it, and the tables will no longer be able to send their deals. Quit anyway?</translation>
    </message>
    <message>
        <location filename="../tool_windows.py" line="198" />
        <source>À propos</source>
        <translation>About</translation>
    </message>
    <message>
        <location filename="../tool_windows.py" line="200" />
        <source>&lt;b&gt;Tournoi de belote&lt;/b&gt;&lt;br&gt;Concours de belote contrée et classique selon les règles officielles de la Fédération Française de Belote.</source>
        <translation>&lt;b&gt;Belote tournament&lt;/b&gt;&lt;br&gt;Belote contrée and classic belote tournaments under the official rules of the Fédération Française de Belote.</translation>
    </message>
</context>
<context>
    <name>TournamentContext</name>
    <message>
        <location filename="../context.py" line="146" />
        <source>Les changements des autres postes ne peuvent plus être lus : {}</source>
        <translation>The other stations' changes can no longer be read: {}</translation>
    </message>
    <message>
        <location filename="../context.py" line="153" />
        <source>Les changements des autres postes sont de nouveau suivis.</source>
        <translation>The other stations' changes are followed again.</translation>
    </message>
    <message>
        <location filename="../context.py" line="167" />
        <source>{who} : {what}</source>
        <translation>{who}: {what}</translation>
    </message>
    <message>
        <location filename="../context.py" line="169" />
        <source>{who} : {what} (et 1 autre changement)</source>
        <translation>{who}: {what} (and 1 other change)</translation>
    </message>
    <message>
        <location filename="../context.py" line="171" />
        <source>{who} : {what} (et {others} autres changements)</source>
        <translation>{who}: {what} (and {others} other changes)</translation>
    </message>
    <message>
        <location filename="../undo.py" line="57" />
        <source>Impossible de rétablir « {} » : {}</source>
        <translation>Could not redo “{}”: {}</translation>
    </message>
    <message>
        <location filename="../undo.py" line="63" />
        <source>Impossible d'annuler « {} » : {}</source>
        <translation>Could not undo “{}”: {}</translation>
    </message>
</context>
<context>
    <name>TrickDialog</name>
    <message>
        <location filename="../trick/dialog.py" line="73" />
        <source>Vérifier un pli</source>
        <translation>Check a trick</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="100" />
        <source>Belote contrée</source>
        <translation>Belote contrée</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="101" />
        <source>Belote classique</source>
        <translation>Classic belote</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="231" />
        <source>Le joueur qui a entamé le pli ; on joue ensuite dans le sens inverse des aiguilles d'une montre (§5.1).</source>
        <translation>The player who led to the trick; play then goes anticlockwise (§5.1).</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="124" />
        <source>&amp;Variante</source>
        <translation>&amp;Variant</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="125" />
        <source>A&amp;tout</source>
        <translation>&amp;Trumps</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="127" />
        <source>&amp;Entame</source>
        <translation>&amp;Lead</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="128" />
        <source>&amp;Pli en cours</source>
        <translation>&amp;Current trick</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="130" />
        <source>&amp;Main du joueur</source>
        <translation>Player's &amp;hand</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="113" />
        <source>ex. Ap 9c, dans l'ordre de jeu</source>
        <translation>e.g. Ap 9c, in order of play</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="226" />
        <source>Le joueur qui a entamé le pli ; on joue ensuite dans le sens des aiguilles d'une montre (règle de la maison de ce tournoi).</source>
        <translation>The player who led the trick; play then goes clockwise (house rule of this tournament).</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="119" />
        <source>ex. 7c Rk, jusqu'à huit cartes</source>
        <translation>e.g. 7c Rk, up to eight cards</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="152" />
        <source>Une carte s'écrit comme sur la ligne de saisie, rang puis couleur : rang {ranks}, couleur {suits}. Exemples : {examples}.</source>
        <translation>A card is written as on the score entry line, rank then suit: rank {ranks}, suit {suits}. Examples: {examples}.</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="166" />
        <source>au p&amp;li</source>
        <translation>in the t&amp;rick</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="167" />
        <source>à la mai&amp;n</source>
        <translation>in the ha&amp;nd</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="170" />
        <source>Un clic sur une carte la met</source>
        <translation>A click on a card puts it</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="173" />
        <source>(un second clic l'enlève)</source>
        <translation>(a second click removes it)</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="179" />
        <source>&amp;Effacer le pli et la main</source>
        <translation>Cl&amp;ear the trick and the hand</translation>
    </message>
    <message>
        <location filename="../trick/card_grid.py" line="75" />
        <source>dans le pli</source>
        <translation>in the trick</translation>
    </message>
    <message>
        <location filename="../trick/card_grid.py" line="76" />
        <source>dans la main</source>
        <translation>in the hand</translation>
    </message>
    <message>
        <location filename="../trick/card_grid.py" line="77" />
        <source>jouable</source>
        <translation>playable</translation>
    </message>
    <message>
        <location filename="../trick/card_grid.py" line="78" />
        <source>interdite</source>
        <translation>not allowed</translation>
    </message>
    <message>
        <location filename="../trick/words.py" line="18" />
        <source>Nord</source>
        <translation>North</translation>
    </message>
    <message>
        <location filename="../trick/words.py" line="19" />
        <source>Ouest</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../trick/words.py" line="20" />
        <source>Sud</source>
        <translation>South</translation>
    </message>
    <message>
        <location filename="../trick/words.py" line="21" />
        <source>Est</source>
        <translation>East</translation>
    </message>
    <message>
        <location filename="../trick/words.py" line="27" />
        <source>Pique</source>
        <translation>Spades</translation>
    </message>
    <message>
        <location filename="../trick/words.py" line="28" />
        <source>Cœur</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <location filename="../trick/words.py" line="29" />
        <source>Carreau</source>
        <translation>Diamonds</translation>
    </message>
    <message>
        <location filename="../trick/words.py" line="30" />
        <source>Trèfle</source>
        <translation>Clubs</translation>
    </message>
    <message>
        <location filename="../trick/words.py" line="31" />
        <source>Sans atout</source>
        <translation>No Trumps</translation>
    </message>
    <message>
        <location filename="../trick/words.py" line="32" />
        <source>Tout atout</source>
        <translation>All Trumps</translation>
    </message>
    <message>
        <location filename="../trick/answer.py" line="49" />
        <source>Tapez ou cliquez les cartes du pli, puis la main de {seat}.</source>
        <translation>Type or click the cards of the trick, then {seat}'s hand.</translation>
    </message>
    <message>
        <location filename="../trick/dialog.py" line="331" />
        <source>à {seat} de jouer</source>
        <translation>{seat} to play</translation>
    </message>
    <message>
        <location filename="../trick/answer.py" line="56" />
        <source>Impossible de juger ce pli</source>
        <translation>This trick cannot be judged</translation>
    </message>
    <message>
        <location filename="../trick/answer.py" line="63" />
        <source>Règle {rule}</source>
        <translation>Rule {rule}</translation>
    </message>
    <message>
        <location filename="../trick/answer.py" line="70" />
        <source>{seat} peut jouer</source>
        <translation>{seat} may play</translation>
    </message>
    <message>
        <location filename="../trick/answer.py" line="81" />
        <source>Interdit</source>
        <translation>Not allowed</translation>
    </message>
    <message>
        <location filename="../trick/answer.py" line="89" />
        <source>Toutes les cartes de la main sont permises.</source>
        <translation>Every card in the hand is allowed.</translation>
    </message>
</context>
<context>
    <name>UnlockDialog</name>
    <message>
        <location filename="../entry/dialogs.py" line="135" />
        <source>Déverrouiller la table {table}</source>
        <translation>Unlock table {table}</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="138" />
        <source>La partie validée redevient modifiable. Le déverrouillage est inscrit dans le journal du tournoi, avec son motif.</source>
        <translation>The validated game can be changed again. The unlocking is recorded in the tournament log, with its reason.</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="145" />
        <source>par exemple : erreur de report de la donne 4</source>
        <translation>for example: deal 4 copied wrongly</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="146" />
        <source>&amp;Motif</source>
        <translation>&amp;Reason</translation>
    </message>
    <message>
        <location filename="../entry/dialogs.py" line="153" />
        <source>&amp;Déverrouiller</source>
        <translation>&amp;Unlock</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../window_menus.py" line="33" />
        <source>&amp;Fichier</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="35" />
        <source>&amp;Nouveau tournoi…</source>
        <translation>&amp;New tournament…</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="37" />
        <source>&amp;Ouvrir…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="39" />
        <source>Tournoi en ré&amp;seau…</source>
        <translation>Net&amp;work tournament…</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="41" />
        <source>Tournois &amp;récents</source>
        <translation>&amp;Recent tournaments</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="46" />
        <source>&amp;Fermer le tournoi</source>
        <translation>&amp;Close the tournament</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="52" />
        <source>&amp;Quitter</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="55" />
        <source>É&amp;dition</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="56" />
        <source>&amp;Tournoi</source>
        <translation>&amp;Tournament</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="57" />
        <source>&amp;Outils</source>
        <translation>Too&amp;ls</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="58" />
        <location filename="../window_menus.py" line="164" />
        <source>&amp;Vérifier un pli…</source>
        <translation>&amp;Check a trick…</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="61" />
        <source>&amp;Préférences…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="65" />
        <source>&amp;Aide</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="66" />
        <source>À &amp;propos</source>
        <translation>&amp;About</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="123" />
        <source>&amp;Annuler</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="125" />
        <source>&amp;Rétablir</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="145" />
        <source>&amp;Imprimer ou exporter…</source>
        <translation>&amp;Print or export…</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="149" />
        <source>P&amp;ublier les résultats en ligne…</source>
        <translation>P&amp;ublish the results online…</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="150" />
        <source>&amp;Réglages du tournoi…</source>
        <translation>&amp;Tournament settings…</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="151" />
        <source>Caisse et &amp;lots…</source>
        <translation>Cash and &amp;prizes…</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="152" />
        <source>&amp;Sauvegardes…</source>
        <translation>&amp;Backups…</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="159" />
        <source>&amp;Projecteur (salle)</source>
        <translation>&amp;Projector (hall)</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="160" />
        <source>Saisie aux &amp;tables…</source>
        <translation>&amp;Entry at the tables…</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="161" />
        <source>&amp;Journal des modifications…</source>
        <translation>Change &amp;log…</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="162" />
        <source>Vérifier l'&amp;intégrité du fichier…</source>
        <translation>Check the file's &amp;integrity…</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="44" />
        <source>&amp;Challenge de la saison…</source>
        <translation>Season &amp;challenge…</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/window_menus.py" line="61" />
        <source>&amp;Registre des joueurs…</source>
        <translation>&amp;Register of players…</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="166" />
        <source>C&amp;hrono du tour : démarrer ou pause</source>
        <translation>Round cloc&amp;k: start or pause</translation>
    </message>
    <message>
        <location filename="../window_menus.py" line="169" />
        <source>Chrono du tour : remettre à zéro</source>
        <translation>Round clock: reset</translation>
    </message>
</context>
<context>
    <name>WithdrawalDialog</name>
    <message>
        <location filename="../teams/withdrawal_dialog.py" line="41" />
        <source>Retirer l'équipe {number}</source>
        <translation>Withdraw team {number}</translation>
    </message>
    <message>
        <location filename="../teams/withdrawal_dialog.py" line="45" />
        <source>&lt;b&gt;L'équipe {number} « {name} » est déjà tirée au tour {round}&lt;/b&gt;, table {table}, contre l'équipe {opponent} « {opponent_name} ». Que devient cette partie ?</source>
        <translation>&lt;b&gt;Team {number} “{name}” is already drawn in round {round}&lt;/b&gt;, table {table}, against team {opponent} “{opponent_name}”. What becomes of this partie?</translation>
    </message>
    <message>
        <location filename="../teams/withdrawal_dialog.py" line="60" />
        <source>&amp;Forfait : l'équipe {opponent} gagne la partie</source>
        <translation>&amp;Forfeit: team {opponent} wins the partie</translation>
    </message>
    <message>
        <location filename="../teams/withdrawal_dialog.py" line="66" />
        <source>Elle marque comme un exempt (réglages du tournoi) ; l'équipe retirée perd par forfait et garde ses résultats.</source>
        <translation>It scores as a bye (tournament settings); the withdrawn team loses by forfeit and keeps its results.</translation>
    </message>
    <message>
        <location filename="../teams/withdrawal_dialog.py" line="71" />
        <source>Tirer de &amp;nouveau le tour {round} sans elle</source>
        <translation>Draw round {round} agai&amp;n without it</translation>
    </message>
    <message>
        <location filename="../teams/withdrawal_dialog.py" line="75" />
        <source>Même méthode ; les échanges faits à la main sont perdus. L'équipe retirée n'a aucun résultat à ce tour.</source>
        <translation>Same method; swaps made by hand are lost. The withdrawn team has no result in this round.</translation>
    </message>
    <message>
        <location filename="../teams/withdrawal_dialog.py" line="80" />
        <source>Impossible : des résultats du tour {round} sont déjà saisis.</source>
        <translation>Not possible: results of round {round} are already entered.</translation>
    </message>
    <message>
        <location filename="../teams/withdrawal_dialog.py" line="96" />
        <source>&amp;Retirer l'équipe</source>
        <translation>&amp;Withdraw the team</translation>
    </message>
</context>
<context>
    <name>_Importer</name>
    <message>
        <location filename="../entrants/import_progress.py" line="72" />
        <source>Erreur inattendue pendant l'importation (le détail est dans le journal). Aucune équipe n'a été importée.</source>
        <translation>Unexpected error while importing (the details are in the log). No team was imported.</translation>
    </message>
    <message>
        <location filename="../entrants/import_progress.py" line="86" />
        <source>Erreur inattendue pendant l'importation (le détail est dans le journal). Aucun joueur n'a été importé.</source>
        <translation>Unexpected error during the import (the details are in the log). No player was imported.</translation>
    </message>
</context>
<context>
    <name>_PlayerBox</name>
    <message>
        <location filename="../teams/team_dialog.py" line="64" />
        <source>facultative</source>
        <translation>optional</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="65" />
        <source>facultatif</source>
        <translation>optional</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="70" />
        <source>&amp;Prénom</source>
        <translation>&amp;First name</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="71" />
        <source>&amp;Nom</source>
        <translation>&amp;Surname</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="72" />
        <source>&amp;Club</source>
        <translation>&amp;Club</translation>
    </message>
    <message>
        <location filename="../teams/team_dialog.py" line="73" />
        <source>&amp;Licence</source>
        <translation>&amp;Licence</translation>
    </message>
</context>
<context>
    <name>_Sender</name>
    <message>
        <location filename="../publish_dialog.py" line="93" />
        <source>Erreur inattendue pendant l'envoi (le détail est dans le journal).</source>
        <translation>Unexpected error while sending (the details are in the log).</translation>
    </message>
</context>
<context>
    <name>_Worker</name>
    <message>
        <location filename="../integrity_check.py" line="50" />
        <source>La vérification de l'intégrité a échoué (le détail est dans le journal).</source>
        <translation>The integrity check failed (the details are in the log).</translation>
    </message>
</context>
<context>
    <name>_Writer</name>
    <message>
        <location filename="../export_dialog.py" line="112" />
        <source>Erreur inattendue pendant l'écriture (le détail est dans le journal). Le tournoi n'est pas touché.</source>
        <translation>Unexpected error while writing (the details are in the log). The tournament is untouched.</translation>
    </message>
</context>
<context>
    <name>backups_dialog</name>
    <message>
        <location filename="../backups_dialog.py" line="56" />
        <source>dddd '1er' MMMM yyyy 'à' H 'h' mm 'min' ss 's'</source>
        <translation>dddd d MMMM yyyy 'at' HH:mm:ss</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="58" />
        <source>dddd d MMMM yyyy 'à' H 'h' mm 'min' ss 's'</source>
        <translation>dddd d MMMM yyyy 'at' HH:mm:ss</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="60" />
        <source>dddd '1er' MMMM yyyy 'à' H 'h' mm</source>
        <translation>dddd d MMMM yyyy 'at' HH:mm</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="61" />
        <source>dddd d MMMM yyyy 'à' H 'h' mm</source>
        <translation>dddd d MMMM yyyy 'at' HH:mm</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="67" />
        <source>H 'h' mm</source>
        <translation>HH:mm</translation>
    </message>
    <message>
        <location filename="../backups_dialog.py" line="78" />
        <source>fr_FR</source>
        <translation>en_GB</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <location filename="../errors.py" line="58" />
        <source>Enregistrement impossible</source>
        <translation>Could not save</translation>
    </message>
    <message>
        <location filename="../errors.py" line="61" />
        <source>Ce qui était enregistré avant cette action est intact. Réglez le problème, puis refaites l'action.</source>
        <translation>What was saved before this action is intact. Fix the problem, then do the action again.</translation>
    </message>
    <message>
        <location filename="../errors.py" line="73" />
        <source>Erreur inattendue</source>
        <translation>Unexpected error</translation>
    </message>
    <message>
        <location filename="../errors.py" line="75" />
        <source>Une erreur inattendue s'est produite. Les donnes déjà enregistrées ne sont pas perdues : chaque donne est écrite dans le fichier dès qu'elle est validée.</source>
        <translation>An unexpected error occurred. The deals already saved are not lost: each deal is written to the file as soon as it is entered.</translation>
    </message>
    <message>
        <location filename="../errors.py" line="82" />
        <source>Détail : {kind} : {error}

Le rapport complet est dans :
{path}</source>
        <translation>Details: {kind}: {error}

The full report is in:
{path}</translation>
    </message>
</context>
<context>
    <name>widgets</name>
    <message>
        <location filename="../widgets.py" line="62" />
        <source>{label} :</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <location filename="../widgets.py" line="108" />
        <source>Refusé</source>
        <translation>Refused</translation>
    </message>
    <message>
        <location filename="../widgets.py" line="131" />
        <location filename="../widgets.py" line="148" />
        <source>Annuler</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>ChallengeRulesDialog</name>
    <message>
        <location filename="../challenge/rules_dialog.py" line="38" />
        <source>Nouveau challenge</source>
        <translation>New challenge</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="43" />
        <source>Challenge du club 2027</source>
        <translation>Club challenge 2027</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="46" />
        <source>Somme des marques</source>
        <translation>Sum of marks</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="47" />
        <source>Victoires et score de la partie (Rennes)</source>
        <translation>Wins and the partie's score (Rennes)</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="48" />
        <source>Points à la place</source>
        <translation>Points by placing</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="52" />
        <source>Par joueur</source>
        <translation>Per player</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="53" />
        <source>Par équipe</source>
        <translation>Per team</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="55" />
        <source>tous</source>
        <translation>all</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="67" />
        <source>&amp;Nom :</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="68" />
        <source>&amp;Règle :</source>
        <translation>&amp;Rule:</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="69" />
        <source>&amp;Classement :</source>
        <translation>&amp;Ranking:</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="70" />
        <source>&amp;Meilleurs concours retenus :</source>
        <translation>&amp;Best concours counted:</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="71" />
        <source>Concours pour être c&amp;lassé :</source>
        <translation>Concours to be ran&amp;ked:</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="72" />
        <source>Points d'une &amp;victoire :</source>
        <translation>Points for a &amp;win:</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="73" />
        <source>Points d'un &amp;exempt :</source>
        <translation>Points for a &amp;bye:</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="74" />
        <source>Score d'un e&amp;xempt :</source>
        <translation>Score of a b&amp;ye:</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="75" />
        <source>&amp;Barème des places :</source>
        <translation>&amp;Placing table:</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="132" />
        <source>Le challenge doit avoir un nom.</source>
        <translation>The challenge must have a name.</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="72" />
        <source>Cl&amp;ub :</source>
        <translation>Cl&amp;ub:</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="105" />
        <source>l'organisateur de ses concours</source>
        <translation>the organiser of its concours</translation>
    </message>
    <message>
        <location filename="../challenge/rules_dialog.py" line="107" />
        <source>Un concours qu'un autre club organise est refusé. Vide : tout concours est pris.</source>
        <translation>A concours another club organises is refused. Empty: every concours is taken.</translation>
    </message>
</context>
<context>
    <name>ChallengeWindow</name>
    <message>
        <location filename="../challenge/window.py" line="38" />
        <source>Challenge de la saison</source>
        <translation>Season challenge</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="56" />
        <source>&amp;Nouveau challenge…</source>
        <translation>&amp;New challenge…</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="57" />
        <source>&amp;Ouvrir un challenge…</source>
        <translation>&amp;Open a challenge…</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="58" />
        <source>Ajouter le concours &amp;ouvert</source>
        <translation>Add the &amp;open concours</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="59" />
        <source>&amp;Ajouter un concours…</source>
        <translation>&amp;Add a concours…</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="60" />
        <source>&amp;Retirer le concours</source>
        <translation>&amp;Remove the concours</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="61" />
        <source>&amp;Imprimer (PDF)…</source>
        <translation>&amp;Print (PDF)…</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="62" />
        <source>&amp;Classeur (XLSX)…</source>
        <translation>&amp;Workbook (XLSX)…</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="63" />
        <source>&amp;Fermer</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="92" />
        <source>&lt;b&gt;Concours du challenge&lt;/b&gt;</source>
        <translation>&lt;b&gt;Concours of the challenge&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="98" />
        <source>&lt;b&gt;Classement&lt;/b&gt;</source>
        <translation>&lt;b&gt;Standings&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="130" />
        <source>Enregistrer le challenge</source>
        <translation>Save the challenge</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="132" />
        <location filename="../challenge/window.py" line="152" />
        <source>Challenge (*.challenge)</source>
        <translation>Challenge (*.challenge)</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="150" />
        <source>Ouvrir un challenge</source>
        <translation>Open a challenge</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="181" />
        <source>Ajouter un concours terminé</source>
        <translation>Add a finished concours</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="183" />
        <source>Tournoi (*.tournoi)</source>
        <translation>Tournament (*.tournoi)</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="198" />
        <source>Concours « %1 » ajouté au challenge.</source>
        <translation>Concours “%1” added to the challenge.</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="207" />
        <source>Retirer le concours « %1 » du challenge ? Le classement est recalculé sans lui ; le fichier du concours n'est pas touché.</source>
        <translation>Remove the concours “%1” from the challenge? The standings are computed again without it; the concours' file is not touched.</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="210" />
        <source>Retirer le concours</source>
        <translation>Remove the concours</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="219" />
        <source>Concours « %1 » retiré du challenge.</source>
        <translation>Concours “%1” removed from the challenge.</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="229" />
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="229" />
        <source>Classeur (*.xlsx)</source>
        <translation>Workbook (*.xlsx)</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="232" />
        <source>Imprimer ou exporter le challenge</source>
        <translation>Print or export the challenge</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="263" />
        <source>Aucun challenge ouvert</source>
        <translation>No challenge open</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="267" />
        <source>Créez le challenge de la saison (Nouveau challenge…) ou ouvrez son fichier, puis ajoutez-y chaque concours une fois terminé.</source>
        <translation>Create the season's challenge (New challenge…) or open its file, then add each concours to it once finished.</translation>
    </message>
    <message>
        <location filename="../challenge/window.py" line="283" />
        <source>Challenge de la saison — %1</source>
        <translation>Season challenge — %1</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/challenge/window.py" line="64" />
        <source>&amp;Projeter le classement</source>
        <translation>&amp;Project the standings</translation>
    </message>
</context>
<context>
    <name>ConcoursModel</name>
    <message>
        <location filename="../challenge/models.py" line="19" />
        <source>N°</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../challenge/models.py" line="20" />
        <source>Concours</source>
        <translation>Concours</translation>
    </message>
    <message>
        <location filename="../challenge/models.py" line="21" />
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../challenge/models.py" line="22" />
        <source>Lieu</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../challenge/models.py" line="23" />
        <source>Équipes</source>
        <translation>Teams</translation>
    </message>
    <message>
        <location filename="../challenge/models.py" line="24" />
        <source>Fichier</source>
        <translation>File</translation>
    </message>
</context>
<context>
    <name>PeopleModel</name>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="35" />
        <source>Prénom</source>
        <translation>First name</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="35" />
        <source>Nom</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="35" />
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="35" />
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
</context>
<context>
    <name>RegisterLookup</name>
    <message>
        <location filename="../teams/register_lookup.py" line="161" />
        <source>Registre des joueurs illisible (le détail est dans le journal).</source>
        <translation>Register of players unreadable (the details are in the log).</translation>
    </message>
    <message>
        <location filename="../teams/register_lookup.py" line="163" />
        <source>Registre des joueurs injoignable : {}</source>
        <translation>Register of players out of reach: {}</translation>
    </message>
</context>
<context>
    <name>RegisterWindow</name>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="48" />
        <source>Registre des joueurs</source>
        <translation>Register of players</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="55" />
        <source>nom, prénom, club ou licence</source>
        <translation>surname, first name, club or licence</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="61" />
        <source>Importer une &amp;liste d'équipes…</source>
        <translation>Import a team &amp;list…</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="62" />
        <source>Importer un &amp;tournoi…</source>
        <translation>Import a &amp;tournament…</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="63" />
        <source>&amp;Exporter (CSV)…</source>
        <translation>&amp;Export (CSV)…</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="64" />
        <source>&amp;Supprimer la personne…</source>
        <translation>&amp;Delete the person…</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="65" />
        <source>&amp;Fermer</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="97" />
        <source>Aucun registre : choisissez-en un dans Outils › Préférences.</source>
        <translation>No register: choose one in Tools › Preferences.</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="136" />
        <source>Importer une liste d'équipes</source>
        <translation>Import a list of teams</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="136" />
        <source>Listes d'équipes (*.csv *.xlsx)</source>
        <translation>Team lists (*.csv *.xlsx)</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="142" />
        <source>Importer un tournoi</source>
        <translation>Import a tournament</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="142" />
        <source>Tournoi (*.tournoi)</source>
        <translation>Tournament (*.tournoi)</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="173" />
        <source>Exporter le registre</source>
        <translation>Export the register</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="175" />
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="191" />
        <source>Supprimer « %1 » du registre, avec les équipes où il a joué ? Les tournois déjà joués ne changent pas.</source>
        <translation>Delete “%1” from the register, with the teams they played in? The tournaments already played do not change.</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="194" />
        <source>Supprimer la personne</source>
        <translation>Delete the person</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/register_window.py" line="203" />
        <source>« %1 » supprimé du registre.</source>
        <translation>“%1” deleted from the register.</translation>
    </message>
    <message numerus="yes">
        <location filename="../register_window.py" line="160" />
        <source>Registre « %1 » : %n personne.</source>
        <translation>
            <numerusform>Register “%1”: %n person.</numerusform>
            <numerusform>Register “%1”: %n people.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../register_window.py" line="161" />
        <source>Registre « %1 » : %n personnes.</source>
        <translation>
            <numerusform>Register “%1”: %n person.</numerusform>
            <numerusform>Register “%1”: %n people.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../register_window.py" line="165" />
        <source>%n personne ajoutée au registre.</source>
        <translation>
            <numerusform>%n person added to the register.</numerusform>
            <numerusform>%n people added to the register.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../register_window.py" line="166" />
        <source>%n personnes ajoutées au registre.</source>
        <translation>
            <numerusform>%n person added to the register.</numerusform>
            <numerusform>%n people added to the register.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChallengeBoard</name>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/challenge/board.py" line="27" />
        <source>Challenge — %1</source>
        <translation>Challenge — %1</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/challenge/board.py" line="72" />
        <source>Rang</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/challenge/board.py" line="72" />
        <source>Nom</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/challenge/board.py" line="72" />
        <source>Concours</source>
        <translation>Concours</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/challenge/board.py" line="72" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../work/wt-challenge/tournoi/ui/challenge/board.py" line="81" />
        <source>Page %1 sur %2 — Page suivante, Page précédente, Échap</source>
        <translation>Page %1 of %2 — Page Down, Page Up, Esc</translation>
    </message>
</context>
<context>
    <name>ChallengeBox</name>
    <message>
        <location filename="../challenge/site_box.py" line="26" />
        <source>Avec la page du c&amp;hallenge « {name} »</source>
        <translation>With the c&amp;hallenge’s page “{name}”</translation>
    </message>
</context>
<context>
    <name>DeskClock</name>
    <message>
        <location filename="../desk_clock.py" line="34" />
        <location filename="../desk_clock.py" line="74" />
        <source>Chrono du tour</source>
        <translation>Round clock</translation>
    </message>
    <message>
        <location filename="../desk_clock.py" line="48" />
        <source>Remettre à zéro (Maj+F9)</source>
        <translation>Reset (Shift+F9)</translation>
    </message>
    <message>
        <location filename="../desk_clock.py" line="76" />
        <source>Chrono du tour {round}</source>
        <translation>Round {round} clock</translation>
    </message>
    <message>
        <location filename="../desk_clock.py" line="85" />
        <source>Pause (F9)</source>
        <translation>Pause (F9)</translation>
    </message>
    <message>
        <location filename="../desk_clock.py" line="87" />
        <source>Reprendre (F9)</source>
        <translation>Resume (F9)</translation>
    </message>
    <message>
        <location filename="../desk_clock.py" line="89" />
        <source>Démarrer (F9)</source>
        <translation>Start (F9)</translation>
    </message>
    <message>
        <location filename="../desk_clock.py" line="96" />
        <source>Temps écoulé : finissez la donne en cours.</source>
        <translation>Time is up: finish the deal in play.</translation>
    </message>
    <message>
        <location filename="../desk_clock.py" line="98" />
        <source>en cours</source>
        <translation>running</translation>
    </message>
    <message>
        <location filename="../desk_clock.py" line="100" />
        <source>en pause</source>
        <translation>paused</translation>
    </message>
    <message>
        <location filename="../desk_clock.py" line="101" />
        <source>prêt : F9 au début du tour</source>
        <translation>ready: F9 when the round starts</translation>
    </message>
    <message>
        <location filename="../desk_clock.py" line="1" />
        <source>Arrêter le chrono (F9)</source>
        <translation>Stop the clock (F9)</translation>
    </message>
    <message>
        <location filename="../desk_clock.py" line="1" />
        <source>Temps écoulé ; Maj+F9 remet le chrono à zéro pour le tour suivant.</source>
        <translation>Time is up; Shift+F9 resets the clock for the next round.</translation>
    </message>
</context>
<context>
    <name>FinalsChoice</name>
    <message>
        <location filename="../standings/finals_choice.py" line="16" />
        <source>Classement fi&amp;nal</source>
        <translation>Fi&amp;nal ranking</translation>
    </message>
    <message>
        <location filename="../standings/finals_choice.py" line="20" />
        <source>Le tableau final d'abord : le vainqueur, le finaliste, les demi-finalistes… (à égalité de parcours, dans l'ordre des tours), puis les autres équipes dans l'ordre du classement des tours.</source>
        <translation>The final bracket first: the winner, the finalist, the semi-finalists… (on the same stage, in the order of the rounds), then the other teams in the order of the rounds' standings.</translation>
    </message>
    <message>
        <location filename="../standings/finals_choice.py" line="27" />
        <source>Classement des tour&amp;s</source>
        <translation>Round&amp;s standings</translation>
    </message>
    <message>
        <location filename="../standings/finals_choice.py" line="29" />
        <source>Le classement des tours qualificatifs, qui a désigné les qualifiés.</source>
        <translation>The standings of the qualifying rounds, which decided who qualified.</translation>
    </message>
</context>
<context>
    <name>PlayerRoundsModel</name>
    <message>
        <location filename="../standings/player_rounds.py" line="54" />
        <source>Tour</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../standings/player_rounds.py" line="55" />
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../standings/player_rounds.py" line="56" />
        <source>Partenaire</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../standings/player_rounds.py" line="57" />
        <source>Adversaires</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <location filename="../standings/player_rounds.py" line="58" />
        <source>Marques</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../standings/player_rounds.py" line="59" />
        <source>Résultat</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../standings/player_rounds.py" line="88" />
        <source>exempt</source>
        <translation>bye</translation>
    </message>
    <message>
        <location filename="../standings/player_rounds.py" line="89" />
        <source> et </source>
        <translation> and </translation>
    </message>
    <message>
        <location filename="../standings/player_rounds.py" line="96" />
        <source>n° {number} {name}</source>
        <translation>no. {number} {name}</translation>
    </message>
</context>
<context>
    <name>RoundsDetail</name>
    <message>
        <location filename="../standings/detail.py" line="62" />
        <source>Aucun joueur inscrit.</source>
        <translation>No player registered.</translation>
    </message>
    <message>
        <location filename="../standings/detail.py" line="62" />
        <source>Aucune équipe inscrite.</source>
        <translation>No team registered.</translation>
    </message>
    <message>
        <location filename="../standings/detail.py" line="71" />
        <source>{won} partie gagnée sur {played}</source>
        <translation>{won} game won out of {played}</translation>
    </message>
    <message>
        <location filename="../standings/detail.py" line="73" />
        <source>{won} parties gagnées sur {played}</source>
        <translation>{won} games won out of {played}</translation>
    </message>
    <message>
        <location filename="../standings/detail.py" line="76" />
        <source>&lt;b&gt;Joueur n° {number} « {name} »&lt;/b&gt; — {place}, {won}</source>
        <translation>&lt;b&gt;Player no. {number} “{name}”&lt;/b&gt; — {place}, {won}</translation>
    </message>
    <message>
        <location filename="../standings/detail.py" line="78" />
        <source>&lt;b&gt;Équipe n° {number} « {name} »&lt;/b&gt; — {place}, {won}</source>
        <translation>&lt;b&gt;Team no. {number} “{name}”&lt;/b&gt; — {place}, {won}</translation>
    </message>
    <message>
        <location filename="../standings/detail.py" line="81" />
        <source>{place} ({stage})</source>
        <translation>{place} ({stage})</translation>
    </message>
</context>
<context>
    <name>TieBreakChoice</name>
    <message>
        <location filename="../rounds/tie_break_dialog.py" line="33" />
        <source>Totaux égaux dans une partie du tableau</source>
        <translation>Equal totals in a game of the bracket</translation>
    </message>
    <message>
        <location filename="../rounds/tie_break_dialog.py" line="37" />
        <source>Une &amp;donne de plus tant que les totaux sont égaux (règlement FFB, §10.4)</source>
        <translation>One more &amp;deal while the totals are equal (FFB rules, §10.4)</translation>
    </message>
    <message>
        <location filename="../rounds/tie_break_dialog.py" line="41" />
        <source>L'équipe la &amp;mieux classée des parties qualificatives passe</source>
        <translation>The team &amp;better ranked in the qualifying games goes through</translation>
    </message>
    <message>
        <location filename="../rounds/tie_break_dialog.py" line="50" />
        <source>Règle de l'organisateur : pas de donne de plus, la partie reste à égalité et la tête de série la mieux classée passe au tour suivant.</source>
        <translation>The organiser's rule: no extra deal, the game stays a tie and the better seed goes through to the next round.</translation>
    </message>
</context>
<context>
    <name>TieBreakDialog</name>
    <message>
        <location filename="../rounds/tie_break_dialog.py" line="81" />
        <source>Départage de la phase finale</source>
        <translation>Tie-break of the finals</translation>
    </message>
    <message>
        <location filename="../rounds/tie_break_dialog.py" line="92" />
        <source>&amp;Enregistrer</source>
        <translation>Sa&amp;ve</translation>
    </message>
</context>
</TS>