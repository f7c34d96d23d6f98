<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>DrawDialog</name>
    <message>
        <location filename="../round_dialogs.py" line="67"/>
        <source>Tirer le tour {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../round_dialogs.py" line="71"/>
        <source>&lt;b&gt;Comment tirer le tour {number}&#xa0;?&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../round_dialogs.py" line="91"/>
        <source>vide&#xa0;: choisie au hasard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../round_dialogs.py" line="94"/>
        <source>La graine d&apos;un tirage déjà fait (affichée après le tirage) le refait à l&apos;identique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../round_dialogs.py" line="97"/>
        <source>&amp;Graine du tirage au sort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../round_dialogs.py" line="109"/>
        <source>&amp;Tirer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../round_dialogs.py" line="117"/>
        <source>&amp;Système suisse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../round_dialogs.py" line="119"/>
        <source>Les équipes se rencontrent selon le classement&#xa0;: 1re contre 2e, 3e contre 4e…, sans jamais se retrouver quand c&apos;est évitable. Les mieux classées jouent aux premières tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../round_dialogs.py" line="126"/>
        <source>Tirage au so&amp;rt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../round_dialogs.py" line="128"/>
        <source>Les tables sont tirées au hasard, sans que deux équipes se retrouvent quand c&apos;est évitable. La même graine refait le même tirage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../round_dialogs.py" line="134"/>
        <source>Rotation &amp;préétablie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../round_dialogs.py" line="136"/>
        <source>Un tableau fixé d&apos;avance (comme un championnat)&#xa0;: chaque tour suit le plan imprimable avant le concours. Les mêmes équipes doivent jouer à chaque tour.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EntryPage</name>
    <message>
        <location filename="../entry_page.py" line="117"/>
        <source>Saisie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="159"/>
        <source>To&amp;ur</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="163"/>
        <source>n°, e12 ou un nom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="166"/>
        <source>Numéro de table puis Entrée (Ctrl+G pour venir ici).
« e12 » ou « équipe 12 » : la table de l&apos;équipe 12 ;
une partie d&apos;un nom : la table de cette équipe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="172"/>
        <source>Ta&amp;ble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="174"/>
        <source>◀ Table précédente</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="175"/>
        <source>Table précédente (Page précédente)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="177"/>
        <source>Table suivante ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="178"/>
        <source>Table suivante (Page suivante)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="300"/>
        <source>Totau&amp;x de la feuille…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="301"/>
        <source>Comparer avec les totaux écrits sur la feuille papier (Alt+X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="305"/>
        <source>&amp;Valider la partie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="306"/>
        <source>La partie terminée est validée et verrouillée (Alt+V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="310"/>
        <source>Déverrou&amp;iller…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="311"/>
        <source>Rouvrir une partie validée pour la corriger ; le motif est noté (Alt+I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="315"/>
        <source>Fo&amp;rfait…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="316"/>
        <source>Une équipe absente perd par forfait (Alt+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="327"/>
        <source>Feuille papier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="337"/>
        <source>Entrée ou clic : aller à la donne dans la feuille</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="357"/>
        <source>Tapez la donne puis Entrée ; F1 : toutes les abréviations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="361"/>
        <source>Aide (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="362"/>
        <source>Toutes les abréviations et les touches (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="418"/>
        <source>Tour {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="450"/>
        <location filename="../entry_page.py" line="476"/>
        <source>Aucun tour n&apos;est tiré.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="481"/>
        <source>L&apos;équipe {number} ne joue pas au tour {round}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="487"/>
        <source>Aucune équipe du tour {round} ne s&apos;appelle « {text} ».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="495"/>
        <source>Plusieurs équipes : {names}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="500"/>
        <source>L&apos;équipe {number} est exempte au tour {round}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="509"/>
        <source>Équipe {number} « {name} » : table {table}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="528"/>
        <source>C&apos;est la dernière table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="528"/>
        <source>C&apos;est la table 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="569"/>
        <source>Aucun tour n&apos;est tiré</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="571"/>
        <source>Tour {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="574"/>
        <source>Tirez un tour dans l&apos;onglet « Tours » pour saisir ses donnes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="581"/>
        <source>Tour {round} — Table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="584"/>
        <source>{a}     contre     {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="598"/>
        <source>pas commencée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="599"/>
        <source>en cours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="600"/>
        <source>terminée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="601"/>
        <source>validée — verrouillée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="612"/>
        <source>Équipe {team}
n° {number} « {name} »</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="630"/>
        <source>Partie terminée après la donne {n} : {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="637"/>
        <source>Litige : {points} points en attente, au gagnant de la prochaine donne.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="658"/>
        <source>Do&amp;nne</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="658"/>
        <source>Do&amp;nne {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="659"/>
        <source>Correction de la do&amp;nne {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="662"/>
        <source>Do&amp;nne insérée avant la {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="698"/>
        <source>Partie validée par l&apos;arbitre : déverrouillez-la (Alt+I) pour la modifier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="703"/>
        <source>Table déclarée forfait : annulez le forfait (Alt+R) pour saisir des donnes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="723"/>
        <source>À compléter : </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="729"/>
        <source>Tapez la donne corrigée puis Entrée ; Échap pour abandonner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="731"/>
        <source>La partie est terminée. Entrée sur une donne (↑) pour la corriger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="732"/>
        <source>Tapez la donne {number} puis Entrée.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="749"/>
        <source>rien à marquer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="752"/>
        <source>{result} : A {a}, B {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="755"/>
        <source>{words} &lt;b&gt;→ {outcome}&lt;/b&gt; · totaux {a} – {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="760"/>
        <source>fin de la partie, égalité</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="762"/>
        <source>fin de la partie, victoire de l&apos;équipe {team}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="800"/>
        <source>Correction de la donne {n}, table {t}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="807"/>
        <source>Donne insérée avant la {n}, table {t}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="814"/>
        <source>Donne {n}, table {t}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="903"/>
        <source>Supprimer la donne {n} ({words}) ? Les donnes suivantes remontent d&apos;un rang.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="905"/>
        <source>Supprimer une donne</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="910"/>
        <source>Suppression de la donne {n}, table {t}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="1025"/>
        <source>Totaux de la feuille saisis : {a} – {b}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="1030"/>
        <source>Comparez avec les totaux écrits sur la feuille (Alt+X), puis validez la partie (Alt+V).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="1034"/>
        <source>Quand la partie est finie, comparez avec la feuille (Alt+X).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="1064"/>
        <source>Validation de la table {t}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="1066"/>
        <source>validation annulée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="1091"/>
        <source>Déverrouillage de la table {t}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="1118"/>
        <source>Forfait de l&apos;équipe {n}, table {t}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_page.py" line="1120"/>
        <source>Forfait annulé, table {t}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForfeitDialog</name>
    <message>
        <location filename="../entry_dialogs.py" line="90"/>
        <source>Forfait à la table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="93"/>
        <source>Quelle équipe est absente</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="97"/>
        <source>L&apos;équipe {label} est absente</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="100"/>
        <source>&amp;Annuler le forfait déclaré</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="106"/>
        <source>L&apos;équipe absente perd la partie ; son adversaire marque comme un exempt. Une table où des donnes sont saisies ne peut pas être déclarée forfait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="112"/>
        <source>&amp;Déclarer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormatForm</name>
    <message>
        <location filename="../settings_form.py" line="484"/>
        <source>À chaque tour, chaque équipe joue une partie contre une autre, ou est exempte.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="488"/>
        <source>En un nombre de p&amp;oints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="495"/>
        <source>Choisissez dans la liste ou tapez un autre total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="496"/>
        <source>En un nombre de &amp;donnes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="500"/>
        <source>Match &amp;nul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="501"/>
        <source>Donne s&amp;upplémentaire jusqu&apos;à départager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="504"/>
        <source>La partie s&apos;arrête après ce nombre de donnes ; le plus haut total gagne.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="524"/>
        <source>Tours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="528"/>
        <source>Nombre de &amp;tours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="533"/>
        <source>Fin d&apos;une partie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="547"/>
        <source>Égalité après la dernière donne</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="578"/>
        <source>Indiquez en combien de points se joue une partie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="598"/>
        <source>Règlement FFB de la belote contrée, §10.4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="600"/>
        <source>Règlement FFB de la belote classique, §10.3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="604"/>
        <source>La première équipe qui atteint ce total gagne ; si les deux l&apos;atteignent sur la même donne, le plus haut total l&apos;emporte.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="609"/>
        <source>Une équipe qui n&apos;a marqué que sa belote sur la donne ne peut pas finir la partie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="630"/>
        <source>Seulement pour une partie en un nombre de donnes : en points, on joue jusqu&apos;à départager.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="635"/>
        <source>Un match nul, ou une donne de plus tant que les totaux sont égaux.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IdentityForm</name>
    <message>
        <location filename="../settings_form.py" line="139"/>
        <source>obligatoire, par exemple Concours de printemps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="144"/>
        <source>non précisée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="146"/>
        <source>Flèches haut et bas pour changer le jour ; Alt+Bas ouvre le calendrier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="149"/>
        <source>par exemple Salle des fêtes de Saint-Martin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="151"/>
        <source>club ou association</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="157"/>
        <source>&amp;Nom du tournoi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="158"/>
        <source>&amp;Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="159"/>
        <source>&amp;Lieu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="160"/>
        <source>&amp;Organisateur</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="161"/>
        <source>&amp;Arbitre</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IdentityPage</name>
    <message>
        <location filename="../wizard.py" line="73"/>
        <source>Tournoi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="77"/>
        <source>Le nom est obligatoire ; le reste figure sur les feuilles et le classement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="84"/>
        <source>Le fichier où le tournoi est enregistré au fil de la saisie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="86"/>
        <source>Parcou&amp;rir…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="95"/>
        <source>&amp;Fichier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="132"/>
        <source>Enregistrer le tournoi sous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="134"/>
        <source>Tournois de belote (*{})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="143"/>
        <source>Indiquez le fichier où enregistrer le tournoi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="148"/>
        <source>Le fichier « {} » existe déjà : choisissez un autre nom (un tournoi existant s&apos;ouvre par Fichier, Ouvrir).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="153"/>
        <source>Le dossier « {} » n&apos;existe pas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="164"/>
        <source>Le fichier est créé à la fin de l&apos;assistant ; un fichier existant n&apos;est jamais remplacé.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../import_dialog.py" line="52"/>
        <source>Importation refusée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../import_dialog.py" line="56"/>
        <source>Une ligne est refusée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../import_dialog.py" line="58"/>
        <source>{count} lignes sont refusées</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../import_dialog.py" line="60"/>
        <source>Le fichier est refusé</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../import_dialog.py" line="63"/>
        <source>&lt;b&gt;Aucune équipe n&apos;a été importée de «&#xa0;{file}&#xa0;».&lt;/b&gt;&lt;br&gt;{refused}&#xa0;: corrigez le fichier, puis importez-le de nouveau. Les équipes déjà inscrites n&apos;ont pas changé.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../import_dialog.py" line="82"/>
        <source>&amp;Lignes refusées</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../import_dialog.py" line="86"/>
        <source>Fermer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../import_dialog.py" line="87"/>
        <source>&amp;Copier la liste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../import_dialog.py" line="88"/>
        <source>Copie les lignes refusées pour les coller ailleurs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../import_dialog.py" line="111"/>
        <source>fichier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../import_dialog.py" line="113"/>
        <source>ligne {line}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="38"/>
        <source>Tournoi de belote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="69"/>
        <source>&amp;Fichier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="71"/>
        <source>&amp;Nouveau tournoi…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="73"/>
        <source>&amp;Ouvrir…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="74"/>
        <source>Tournois &amp;récents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="79"/>
        <source>&amp;Fermer le tournoi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="84"/>
        <source>&amp;Quitter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="86"/>
        <source>É&amp;dition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="87"/>
        <source>&amp;Tournoi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="88"/>
        <source>&amp;Outils</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="89"/>
        <location filename="../main_window.py" line="228"/>
        <source>&amp;Vérifier un pli…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="92"/>
        <source>&amp;Préférences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="96"/>
        <source>&amp;Aide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="97"/>
        <source>À &amp;propos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="125"/>
        <source>&amp;Annuler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="127"/>
        <source>&amp;Rétablir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="140"/>
        <source>Tournois de belote (*{suffix});;Tous les fichiers (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="144"/>
        <source>Ouvrir un tournoi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="154"/>
        <source>Impossible d&apos;ouvrir le tournoi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="166"/>
        <source>Annulation impossible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="219"/>
        <source>&amp;Réglages du tournoi…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="222"/>
        <source>&amp;Projecteur (salle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="268"/>
        <source>À propos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="270"/>
        <source>&lt;b&gt;Tournoi de belote&lt;/b&gt;&lt;br&gt;Concours de belote contrée et classique selon les règles officielles de la Fédération Française de Belote.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewTournamentWizard</name>
    <message>
        <location filename="../wizard.py" line="255"/>
        <source>Nouveau tournoi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="259"/>
        <source>&lt; &amp;Précédent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="260"/>
        <source>&amp;Suivant &gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="261"/>
        <source>&amp;Créer le tournoi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="262"/>
        <source>Annuler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="269"/>
        <source>Règles du jeu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="273"/>
        <source>Un règlement de la FFB, ou chaque option à votre choix ; survolez une option pour voir son paragraphe du règlement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="278"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="280"/>
        <source>Combien de tours, et quand une partie s&apos;arrête.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="283"/>
        <source>Classement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="287"/>
        <source>Les critères départagent les équipes dans l&apos;ordre de la liste ; l&apos;exempt et le forfait marquent selon vos choix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="318"/>
        <source>Création impossible</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaperTotalsDialog</name>
    <message>
        <location filename="../entry_dialogs.py" line="41"/>
        <source>Totaux de la feuille papier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="44"/>
        <source>Tapez les totaux écrits au bas de la feuille de la table {table} : ils sont comparés aux totaux calculés, et les donnes suspectes sont signalées.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="59"/>
        <source>Total de l&apos;équipe &amp;{team}, n° {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="68"/>
        <source>&amp;Vérifier</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../preferences_dialog.py" line="29"/>
        <source>Préférences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="37"/>
        <source>Taille du système</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="39"/>
        <source>{} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="48"/>
        <source>&amp;Langue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="49"/>
        <source>La langue change au prochain démarrage de l&apos;application.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="50"/>
        <source>&amp;Taille du texte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="51"/>
        <source>La taille du texte change dès l&apos;enregistrement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="52"/>
        <source>&amp;Nom de ce poste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="53"/>
        <source>Écrit dans l&apos;historique des modifications, pour savoir qui a saisi quoi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="65"/>
        <source>Enregistrer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../preferences_dialog.py" line="66"/>
        <source>Annuler</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemModel</name>
    <message>
        <location filename="../import_dialog.py" line="31"/>
        <source>Ligne</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../import_dialog.py" line="31"/>
        <source>Motif du refus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../import_dialog.py" line="44"/>
        <source>fichier</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <location filename="../projector.py" line="367"/>
        <location filename="../projector.py" line="534"/>
        <source>Projecteur — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="438"/>
        <source>Alterner toutes les</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="444"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="449"/>
        <source> premières équipes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="454"/>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="458"/>
        <source>Remettre à zéro (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="460"/>
        <source>Afficher le chrono</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="473"/>
        <source>Classement : les</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="476"/>
        <source>Chrono du tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="485"/>
        <source>Touches : → ← changer de vue · Page suiv./préc. tourner les pages · + − taille · Espace chrono · R remise à zéro · A alterner · C ces réglages · F11 plein écran · Échap quitter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="578"/>
        <source>Où est ma table{nbsp}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="581"/>
        <source>Tour {round} — les équipes par ordre alphabétique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="591"/>
        <location filename="../projector.py" line="598"/>
        <source>exempte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="596"/>
        <location filename="../projector.py" line="618"/>
        <source>Équipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="597"/>
        <source>N°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="598"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="604"/>
        <source>Le premier tour n&apos;est pas encore tiré.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="609"/>
        <source>Classement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="611"/>
        <source>Après les parties terminées — {criteria}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="617"/>
        <source>Rang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="619"/>
        <source>Gagnées</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="622"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="624"/>
        <source>Marques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="625"/>
        <source>Goal-av.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="630"/>
        <source>{rank} =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="641"/>
        <source>Aucune équipe inscrite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="648"/>
        <source>classement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="648"/>
        <source>tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="650"/>
        <source>Page {page} sur {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="654"/>
        <source> : de « {first} » à « {last} »</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="658"/>
        <source> — ensuite{nbsp}: {next}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="661"/>
        <source>Mis à jour à {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="666"/>
        <source>parties gagnées</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="667"/>
        <source>points de classement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="668"/>
        <source>total des marques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="669"/>
        <source>goal-average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="670"/>
        <source>marques concédées</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="671"/>
        <source>confrontation directe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="672"/>
        <source>Buchholz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="721"/>
        <source>Pause (Espace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="721"/>
        <source>Démarrer (Espace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="728"/>
        <source>temps écoulé</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="730"/>
        <source>fin du tour dans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="732"/>
        <source>chrono arrêté</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../projector.py" line="734"/>
        <source>durée du tour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankingForm</name>
    <message>
        <location filename="../settings_form.py" line="668"/>
        <source>Espace coche ou décoche le critère ; Alt+Haut et Alt+Bas le déplacent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="672"/>
        <source>Monter ▲</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="673"/>
        <source>Avancer le critère choisi (Alt+Haut)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="674"/>
        <source>Descendre ▼</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="675"/>
        <source>Reculer le critère choisi (Alt+Bas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="689"/>
        <source>Un nombre &amp;fixe de points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="695"/>
        <source>La mo&amp;yenne des marques du tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="701"/>
        <source>L&apos;exemption compte comme une partie &amp;gagnée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="713"/>
        <source>Ordre du classement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="716"/>
        <source>Critères de c&amp;lassement, cochés s&apos;ils comptent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="722"/>
        <source>Espace coche ou décoche ; Alt+Haut et Alt+Bas déplacent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="731"/>
        <source>Points de classement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="737"/>
        <source>&amp;Victoire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="737"/>
        <source>N&amp;ul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="737"/>
        <source>Dé&amp;faite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="737"/>
        <source>E&amp;xempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="749"/>
        <source>Exempt et forfait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="752"/>
        <source>L&apos;équipe exempte d&apos;un tour marque</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="760"/>
        <source>Forfait : l&apos;équipe absente perd, son adversaire marque comme un exempt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="842"/>
        <source>La &amp;moitié des points de la partie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="847"/>
        <source>La &amp;moitié des points de la partie ({})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="850"/>
        <source>Sans objet pour une partie en un nombre de donnes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="874"/>
        <source>Le barème compte pour chaque tour : victoire, nul, défaite ou exemption.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="877"/>
        <source>Utilisés seulement si « Points de classement » est coché.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundsPage</name>
    <message>
        <location filename="../rounds_page.py" line="56"/>
        <source>Tours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="88"/>
        <source>nom ou numéro d&apos;équipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="101"/>
        <source>Tirer le tour &amp;suivant…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="104"/>
        <source>Tirer le tour suivant&#xa0;: système suisse, au sort ou rotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="108"/>
        <source>É&amp;changer deux équipes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="112"/>
        <source>Échanger les places de deux équipes (choisissez leurs deux cases avec Ctrl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="117"/>
        <source>A&amp;nnuler le tirage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="119"/>
        <source>Effacer le tirage du dernier tour, tant qu&apos;aucun résultat n&apos;est saisi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="123"/>
        <source>Chercher une équipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="129"/>
        <source>Tou&amp;r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="139"/>
        <source>C&amp;hercher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="150"/>
        <source>Ta&amp;bles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="151"/>
        <source>Où est &amp;ma table&#xa0;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="175"/>
        <source>Tour {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="202"/>
        <source>Aucun tour tiré&#xa0;: «&#xa0;Tirer le tour suivant&#xa0;» (Ctrl+T) tire le tour 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="205"/>
        <source>des résultats sont saisis&#xa0;: le tirage ne peut plus changer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="210"/>
        <source>Système suisse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="211"/>
        <source>Tirage au sort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="212"/>
        <source>Rotation préétablie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="215"/>
        <source>, graine {seed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="222"/>
        <source>1 table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="222"/>
        <source>{n} tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="224"/>
        <source>{tables}, {done} terminée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="226"/>
        <source>{tables}, {done} terminées</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="228"/>
        <source> dont 1 validée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="230"/>
        <source> dont {n} validées</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="259"/>
        <location filename="../rounds_page.py" line="260"/>
        <source>table {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="262"/>
        <source>exempte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="291"/>
        <source>Annuler le tirage du tour {number}&#xa0;? Ses tables sont effacées. «&#xa0;Annuler&#xa0;» dans le menu Édition (Ctrl+Z) refait le même tirage (même méthode, même graine), sans les échanges faits à la main.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="295"/>
        <source>Annuler le tirage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="300"/>
        <source>Annuler le tirage du tour {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="308"/>
        <source>Tirage du tour {number} annulé.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="316"/>
        <source>Tirer le tour {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="323"/>
        <source>Tour {number} tiré ({method}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="327"/>
        <source>La graine {seed} refait ce même tirage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="341"/>
        <source>Échanger les équipes {first} et {second} (tour {number})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rounds_page.py" line="349"/>
        <source>Équipes {first} et {second} échangées (Ctrl+Z pour annuler).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <location filename="../settings_form.py" line="198"/>
        <source>FFB belote contrée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="199"/>
        <source>FFB belote classique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="203"/>
        <source>Personnalisé</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="206"/>
        <source>Belote c&amp;ontrée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="207"/>
        <source>Belote c&amp;lassique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="208"/>
        <source>Points &amp;faits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="209"/>
        <source>Points faits + points &amp;demandés</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="210"/>
        <source>&amp;Arrondi à la dizaine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="211"/>
        <source>Sans Atout et &amp;Tout Atout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="212"/>
        <source>Contre réd&amp;uit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="213"/>
        <source>A&amp;nnonces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="229"/>
        <source>Choisir un règlement remplit toutes les options ; changer une option passe en « personnalisé ».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="235"/>
        <source>Contrée : enchères de 80 à 160 ou capot, contre et surcontre. Classique : on prend ou on passe sur la carte retournée.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="238"/>
        <source>Règlements FFB de la belote contrée (2016) et de la belote classique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="255"/>
        <source>&amp;Règlement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="258"/>
        <source>Variante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="261"/>
        <source>Décompte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="357"/>
        <source>Le décompte ne se choisit qu&apos;en belote contrée.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="360"/>
        <source>Pas de contre en belote classique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="362"/>
        <source>Seulement en points faits + points demandés.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="366"/>
        <source>La belote contrée se joue toujours sans annonces (§8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="390"/>
        <source>Règlement FFB de la belote contrée, {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="392"/>
        <source>Les points réalisés sont arrondis à la dizaine la plus proche (85 donne 90, 84 donne 80) ; la FFB arrondit toujours en contrée.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="397"/>
        <source>Règlement FFB de la belote classique, {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="399"/>
        <source>Les marques de chaque donne sont arrondies à la dizaine ; la FFB compte au point près en classique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="408"/>
        <source>En points faits, le contrat réussi marque ses points réalisés ; en faits + demandés, il y ajoute la valeur du contrat, que la défense marque s&apos;il chute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="425"/>
        <source>Autorise les contrats Sans Atout et Tout Atout, avec leurs propres valeurs des cartes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="435"/>
        <source>Un contrat contré marque 160 + 2 × le contrat (surcontré : 160 + 4 × le contrat) au lieu de 320 + 2 × le contrat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="439"/>
        <source>Règlement FFB de la belote contrée, §10.2 note 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="445"/>
        <source>Tierce, cinquante, cent et carrés comptent pour l&apos;équipe qui détient la plus forte annonce.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_form.py" line="449"/>
        <source>Règlement FFB de la belote classique, §8</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../settings_dialog.py" line="47"/>
        <source>Réglages du tournoi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_dialog.py" line="60"/>
        <source>&amp;Identité</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_dialog.py" line="61"/>
        <source>Règles du &amp;jeu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_dialog.py" line="62"/>
        <source>&amp;Partie et tours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_dialog.py" line="65"/>
        <source>&amp;Classement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_dialog.py" line="69"/>
        <source>Enregistrer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_dialog.py" line="70"/>
        <source>Annuler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_dialog.py" line="86"/>
        <source>Fichier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_dialog.py" line="97"/>
        <source>Des donnes ont déjà été saisies : les règles du jeu ne peuvent plus changer, pour que toutes les parties du tournoi se comptent de la même façon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_dialog.py" line="103"/>
        <source>Les règles en clair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_dialog.py" line="114"/>
        <source>Des donnes ont déjà été saisies : la fin d&apos;une partie ne peut plus changer ; le nombre de tours, le classement et l&apos;exempt restent modifiables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_dialog.py" line="131"/>
        <source>Le tournoi doit avoir un nom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../settings_dialog.py" line="140"/>
        <source>Modifier les réglages du tournoi</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../wizard.py" line="181"/>
        <source>Les règles en clair</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <location filename="../sheet_model.py" line="213"/>
        <source>N°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="214"/>
        <source>Preneur</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="215"/>
        <source>Contrat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="216"/>
        <source>Atout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="217"/>
        <source>Contre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="218"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="219"/>
        <source>Capot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="220"/>
        <source>Belote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="221"/>
        <source>Annonces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="222"/>
        <source>Résultat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="223"/>
        <source>Marque A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="224"/>
        <source>Marque B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="225"/>
        <source>Total A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="226"/>
        <source>Total B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="238"/>
        <source>Points des preneurs, dix de der compris</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="239"/>
        <source>Contrat fait ou chuté, litige, donne blanche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="242"/>
        <source>Équipe {team} : n° {number} « {name} »</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="256"/>
        <source>passe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="288"/>
        <source>capot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="292"/>
        <source>pique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="293"/>
        <source>cœur</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="294"/>
        <source>carreau</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="295"/>
        <source>trèfle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="296"/>
        <source>sans atout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="297"/>
        <source>tout atout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="303"/>
        <source>contré</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="304"/>
        <source>surcontré</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="309"/>
        <source>blanche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="315"/>
        <source>litige</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="317"/>
        <source>fait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="318"/>
        <source>chuté</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="318"/>
        <source>dedans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="324"/>
        <source>Donne blanche : tous ont passé.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="325"/>
        <source>atout ?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="327"/>
        <source>{taker} prend capot à {trump}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="329"/>
        <source>{taker} prend à {contract} {trump}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="333"/>
        <source>{taker} prend à {trump}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="338"/>
        <source>{points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="340"/>
        <source>capot de {team}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="344"/>
        <source>belote {team}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_model.py" line="347"/>
        <source>{count} belotes {team}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShorthandGuide</name>
    <message>
        <location filename="../entry_dialogs.py" line="241"/>
        <source>le preneur, toujours en premier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="242"/>
        <source>donne blanche : tous ont passé (seul sur la ligne)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="246"/>
        <source>le contrat : le premier nombre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="247"/>
        <source>un contrat capot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="249"/>
        <source>atout pique, cœur, carreau, trèfle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="251"/>
        <source>sans atout, tout atout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="254"/>
        <source>le contrat et l&apos;atout collés</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="255"/>
        <source>contré, surcontré</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="256"/>
        <source>les points des preneurs, dix de der compris : le second nombre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="259"/>
        <source>les points des preneurs, dix de der compris</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="261"/>
        <source>capot fait par les preneurs, par A, par B (les points peuvent alors être omis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="262"/>
        <source>belote et rebelote des preneurs, de A, de B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="265"/>
        <source>deux belotes (tout atout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="268"/>
        <source>tierce hauteur roi à cœur, des preneurs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="269"/>
        <source>cinquante, cent : hauteur puis couleur</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="270"/>
        <source>carré de valets ; hauteurs 7 8 9 10 V D R A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="271"/>
        <source>une annonce de l&apos;équipe B (:A pour l&apos;équipe A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="275"/>
        <source>exemple : {words}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="289"/>
        <source>Entrée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="289"/>
        <source>enregistrer la donne tapée (ou la correction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="290"/>
        <source>↑  ↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="290"/>
        <source>aller dans la feuille, passer d&apos;une donne à l&apos;autre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="291"/>
        <source>Entrée ou F2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="291"/>
        <source>sur une donne : la corriger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="292"/>
        <source>Suppr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="292"/>
        <source>sur une donne : la supprimer (après confirmation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="293"/>
        <source>Inser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="293"/>
        <source>sur une donne : saisir une donne oubliée avant elle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="294"/>
        <source>Échap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="294"/>
        <source>abandonner la correction, revenir à la ligne de saisie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="295"/>
        <source>Page préc. / suiv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="295"/>
        <source>table précédente, table suivante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="296"/>
        <source>Ctrl+G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="296"/>
        <source>aller au numéro de table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="297"/>
        <source>Ctrl+Z / Ctrl+Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="297"/>
        <source>annuler, rétablir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="298"/>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="298"/>
        <source>cette aide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="303"/>
        <source>Entrée : enregistrer · ↑ ↓ : les donnes · Entrée ou F2 : corriger · Suppr : supprimer · Inser : insérer avant · Échap : retour · Page préc./suiv. : tables · Ctrl+Z : annuler · F1 : aide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="310"/>
        <source>&lt;b&gt;A&lt;/b&gt;/&lt;b&gt;B&lt;/b&gt; preneur</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="312"/>
        <source>&lt;b&gt;80&lt;/b&gt;…&lt;b&gt;160&lt;/b&gt; ou &lt;b&gt;capot&lt;/b&gt; contrat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="314"/>
        <source>{trumps} atout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="316"/>
        <source>&lt;b&gt;x&lt;/b&gt;/&lt;b&gt;xx&lt;/b&gt; contré/surcontré</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="318"/>
        <source>points des preneurs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="319"/>
        <source>&lt;b&gt;cap&lt;/b&gt;/&lt;b&gt;capA&lt;/b&gt;/&lt;b&gt;capB&lt;/b&gt; capot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="320"/>
        <source>&lt;b&gt;b&lt;/b&gt;/&lt;b&gt;bA&lt;/b&gt;/&lt;b&gt;bB&lt;/b&gt; belote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="323"/>
        <source>&lt;b&gt;tierce:Rc&lt;/b&gt; &lt;b&gt;50:Ak&lt;/b&gt; &lt;b&gt;carré:V&lt;/b&gt; annonces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="324"/>
        <source>&lt;b&gt;-&lt;/b&gt; passe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="329"/>
        <source>Exemple : &lt;b&gt;{example}&lt;/b&gt;   (F1 : toute l&apos;aide)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShorthandHelp</name>
    <message>
        <location filename="../entry_dialogs.py" line="170"/>
        <source>Saisie des donnes : abréviations et touches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="174"/>
        <source>Abréviations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="174"/>
        <source>Touches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="177"/>
        <source>Règles de ce tournoi : {rules}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="181"/>
        <source>&amp;Fermer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../standings_model.py" line="226"/>
        <source>Rang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="228"/>
        <source>N°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="230"/>
        <source>Équipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="232"/>
        <source>Jouées</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="234"/>
        <source>Gagnées</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="236"/>
        <source>Nulles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="238"/>
        <source>Perdues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="240"/>
        <source>Exempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="242"/>
        <source>Marques pour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="244"/>
        <source>Marques contre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="246"/>
        <source>Goal-average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="248"/>
        <source>Pts classement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="250"/>
        <source>Buchholz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="252"/>
        <source>Retirée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="258"/>
        <source>« 2 = » : rang partagé par des équipes ex æquo sur tous les critères.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="261"/>
        <source>Parties jouées, exemptions et forfaits compris.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="263"/>
        <source>Parties gagnées, forfaits gagnés compris.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="265"/>
        <source>Parties perdues, forfaits compris.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="267"/>
        <source>Tours où l&apos;équipe était exempte.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="269"/>
        <source>Total des marques obtenues (exemptions et forfaits compris).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="271"/>
        <source>Total des marques concédées aux adversaires.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="273"/>
        <source>Marques obtenues moins marques concédées.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="275"/>
        <source>Points du barème de l&apos;organisateur.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="277"/>
        <source>Parties gagnées par les adversaires rencontrés à table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="279"/>
        <source>Équipe retirée du tournoi (forfait général) : elle garde son rang.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="286"/>
        <source>{rank} =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="291"/>
        <source>1er</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="291"/>
        <source>{rank}e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="302"/>
        <source>retirée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="310"/>
        <source>{place} ex æquo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="313"/>
        <source>dont {forfeits} par forfait ; {byes} exemption(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="317"/>
        <source>dont {forfeits} par forfait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="321"/>
        <source>Équipe n° {number} « {name} »</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <location filename="../standings_page.py" line="62"/>
        <source>Classement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="102"/>
        <source>n° ou nom, Entrée : suivante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="106"/>
        <source>Aller à une équipe par son numéro ou une partie de son nom (Ctrl+F).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="110"/>
        <source>&amp;Aller à l&apos;équipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="145"/>
        <source>Flèches pour parcourir ; le détail de l&apos;équipe s&apos;affiche dessous.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="233"/>
        <source>Aucune équipe inscrite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="239"/>
        <source>{place} ex æquo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="241"/>
        <source>{won} partie gagnée sur {played}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="243"/>
        <source>{won} parties gagnées sur {played}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="247"/>
        <source>&lt;b&gt;Équipe n° {number} « {name} »&lt;/b&gt; — {place}, {won}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="281"/>
        <source>introuvable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="310"/>
        <source>Parties gagnées</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="312"/>
        <source>Points de classement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="314"/>
        <source>Total des marques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="316"/>
        <source>Goal-average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="318"/>
        <source>Marques concédées (le moins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="320"/>
        <source>Confrontation directe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="322"/>
        <source>Buchholz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="334"/>
        <source>Classement en direct : les parties terminées comptent dès leur saisie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="335"/>
        <source>Un exempt compte comme une victoire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="337"/>
        <source>Un exempt ne compte pas comme une victoire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="343"/>
        <source>Barème : {win} par victoire, {draw} par nul, {loss} par défaite, {bye} pour un exempt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_page.py" line="346"/>
        <source>Ex æquo : « 2 = ».</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../start_page.py" line="31"/>
        <source>Tournoi de belote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../start_page.py" line="38"/>
        <source>Concours de belote contrée et classique selon les règles de la FFB : inscriptions, tirages, saisie des donnes, classement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../start_page.py" line="44"/>
        <source>&amp;Nouveau tournoi…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../start_page.py" line="45"/>
        <source>&amp;Ouvrir un fichier…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../start_page.py" line="55"/>
        <source>Tournois &amp;récents (Entrée pour ouvrir) :</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../start_page.py" line="58"/>
        <source>Vous pouvez aussi déposer un fichier de tournoi sur cette fenêtre.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../wizard.py" line="201"/>
        <source>Récapitulatif</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="205"/>
        <source>Vérifiez avant de créer le tournoi ; tout reste modifiable dans Tournoi, Réglages du tournoi, tant qu&apos;aucune donne n&apos;est saisie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="223"/>
        <source>Tournoi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="225"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="226"/>
        <source>non précisée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="228"/>
        <source>Lieu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="229"/>
        <source>Organisateur</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="230"/>
        <source>Arbitre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../wizard.py" line="231"/>
        <source>Fichier</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SwapDialog</name>
    <message>
        <location filename="../round_dialogs.py" line="177"/>
        <source>Échanger deux équipes — tour {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../round_dialogs.py" line="192"/>
        <source>Les deux équipes échangent leur place&#xa0;: table et adversaire (ou exemption). Possible tant qu&apos;aucun résultat du tour n&apos;est saisi&#xa0;; une équipe à table fixe ne change pas de table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../round_dialogs.py" line="200"/>
        <source>&amp;Première équipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../round_dialogs.py" line="201"/>
        <source>&amp;Deuxième équipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../round_dialogs.py" line="207"/>
        <source>É&amp;changer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamDialog</name>
    <message>
        <location filename="../team_dialog.py" line="93"/>
        <source>Inscrire une équipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="95"/>
        <source>Modifier l&apos;équipe {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="98"/>
        <source>Joueur 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="99"/>
        <source>Joueur 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="104"/>
        <source>Laissé vide&#xa0;: les noms des deux joueurs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="109"/>
        <source>automatique ({number})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="112"/>
        <source>0 ou vide&#xa0;: le numéro suivant, {number}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="117"/>
        <source>Le numéro d&apos;une équipe ne change pas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="120"/>
        <source>aucune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="122"/>
        <source>Une table que l&apos;équipe ne quitte pas (accessibilité). 0&#xa0;: aucune.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="139"/>
        <source>&amp;Enregistrer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="139"/>
        <source>&amp;Inscrire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="140"/>
        <source>Annuler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="150"/>
        <source>Équipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="153"/>
        <source>Nom de l&apos;é&amp;quipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="154"/>
        <source>N&amp;uméro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="155"/>
        <source>&amp;Table fixe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="178"/>
        <source>les noms des joueurs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamRoundsModel</name>
    <message>
        <location filename="../standings_model.py" line="394"/>
        <source>Tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="395"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="396"/>
        <source>Adversaire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="397"/>
        <source>Marques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="398"/>
        <source>Résultat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="428"/>
        <location filename="../standings_model.py" line="452"/>
        <source>exempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="429"/>
        <source>n° {number} « {name} »</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="435"/>
        <source>{mine} à {theirs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="444"/>
        <source>en cours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="446"/>
        <source>gagnée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="448"/>
        <source>perdue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="450"/>
        <source>nulle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="454"/>
        <source>gagnée par forfait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../standings_model.py" line="456"/>
        <source>perdue par forfait</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamsPage</name>
    <message>
        <location filename="../teams_page.py" line="45"/>
        <source>Suppression impossible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="48"/>
        <source>&amp;Retirer l&apos;équipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="52"/>
        <source>Fermer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="64"/>
        <source>Équipes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="75"/>
        <source>numéro, équipe, joueur, club ou licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="113"/>
        <source>A&amp;jouter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="116"/>
        <source>Inscrire une équipe, même après un tirage&#xa0;: arrivée en retard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="120"/>
        <source>&amp;Modifier…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="123"/>
        <source>Modifier l&apos;équipe choisie — aussi Entrée ou double-clic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="127"/>
        <source>&amp;Supprimer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="130"/>
        <source>Supprimer l&apos;équipe choisie, si elle n&apos;a jamais été tirée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="134"/>
        <location filename="../teams_page.py" line="247"/>
        <source>&amp;Retirer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="140"/>
        <source>&amp;Importer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="143"/>
        <source>Inscrire toutes les équipes d&apos;un fichier CSV ou Excel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="146"/>
        <source>Rechercher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="160"/>
        <source>R&amp;echercher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="164"/>
        <source>Sans tenir compte des accents ni des majuscules ({keys})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="217"/>
        <source>1 équipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="217"/>
        <source>{count} équipes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="219"/>
        <source>, 1 retirée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="221"/>
        <source>, {count} retirées</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="225"/>
        <source> — {count} affichée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="227"/>
        <source> — {count} affichées</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="232"/>
        <source>Aucune équipe inscrite&#xa0;: «&#xa0;Ajouter&#xa0;» (Inser) une équipe ou «&#xa0;Importer&#xa0;» (Ctrl+I) une liste CSV ou Excel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="242"/>
        <source>&amp;Réinscrire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="244"/>
        <source>Réinscrire l&apos;équipe&#xa0;: elle sera tirée à partir du prochain tour (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="249"/>
        <source>Retirer l&apos;équipe du tournoi&#xa0;; ses résultats sont gardés (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="291"/>
        <source>Supprimer l&apos;équipe {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="306"/>
        <source>Équipe {number} «&#xa0;{name}&#xa0;» supprimée (Ctrl+Z pour annuler).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="318"/>
        <source>Retirer l&apos;équipe {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="320"/>
        <source>Réinscrire l&apos;équipe {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="337"/>
        <source>Équipe {number} «&#xa0;{name}&#xa0;»&#xa0;: {status}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="345"/>
        <source>Importer une liste d&apos;équipes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="347"/>
        <source>Listes d&apos;équipes (*.csv *.xlsx *.txt);;Tous les fichiers (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="355"/>
        <source>Importer «&#xa0;{file}&#xa0;»</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="368"/>
        <source>{count} équipes importées de «&#xa0;{file}&#xa0;».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="380"/>
        <source>Inscrire l&apos;équipe {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="394"/>
        <source>Équipe {number} «&#xa0;{name}&#xa0;» inscrite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="398"/>
        <source>Elle sera tirée à partir du tour {round}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="413"/>
        <source>Modifier l&apos;équipe {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="432"/>
        <source>Équipe {number} modifiée.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../teams_page.py" line="456"/>
        <source>des équipes importées ont déjà été tirées ({numbers})&#xa0;: supprimez-les une à une ou retirez-les.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrickDialog</name>
    <message>
        <location filename="../trick_dialog.py" line="126"/>
        <source>Vérifier un pli</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="149"/>
        <source>Belote contrée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="150"/>
        <source>Belote classique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="162"/>
        <source>Le joueur qui a entamé le pli ; on joue ensuite dans le sens inverse des aiguilles d&apos;une montre (§5.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="170"/>
        <source>ex. AS 9H, dans l&apos;ordre de jeu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="176"/>
        <source>ex. 7H KD, jusqu&apos;à huit cartes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="181"/>
        <source>&amp;Variante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="182"/>
        <source>A&amp;tout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="184"/>
        <source>&amp;Entame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="185"/>
        <source>&amp;Pli en cours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="187"/>
        <source>&amp;Main du joueur</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="208"/>
        <source>Une carte s&apos;écrit rang puis couleur : rang 7 8 9 10 V D R A (ou T J Q K), couleur S ♠, H ♥, D ♦, C ♣. Exemples : VH, 10S, DD, AC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="218"/>
        <source>au p&amp;li</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="219"/>
        <source>à la mai&amp;n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="222"/>
        <source>Un clic sur une carte la met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="225"/>
        <source>(un second clic l&apos;enlève)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="254"/>
        <source>&amp;Effacer le pli et la main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="272"/>
        <source>dans le pli</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="273"/>
        <source>dans la main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="274"/>
        <source>jouable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="275"/>
        <source>interdite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="325"/>
        <source>Nord</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="326"/>
        <source>Ouest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="327"/>
        <source>Sud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="328"/>
        <source>Est</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="333"/>
        <source>Pique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="334"/>
        <source>Cœur</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="335"/>
        <source>Carreau</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="336"/>
        <source>Trèfle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="337"/>
        <source>Sans atout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="338"/>
        <source>Tout atout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="412"/>
        <source>Tapez ou cliquez les cartes du pli, puis la main de {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="434"/>
        <source>« {code} » n&apos;est pas une carte : rang 7 8 9 10 V D R A, puis couleur S H D C (ou ♠ ♥ ♦ ♣).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="444"/>
        <source>à {seat} de jouer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="448"/>
        <source>Impossible de juger ce pli</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="453"/>
        <source>Règle {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="457"/>
        <source>{seat} peut jouer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="464"/>
        <source>Interdit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trick_dialog.py" line="470"/>
        <source>Toutes les cartes de la main sont permises.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnlockDialog</name>
    <message>
        <location filename="../entry_dialogs.py" line="131"/>
        <source>Déverrouiller la table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="134"/>
        <source>La partie validée redevient modifiable. Le déverrouillage est inscrit dans le journal du tournoi, avec son motif.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="140"/>
        <source>par exemple : erreur de report de la donne 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="141"/>
        <source>&amp;Motif</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../entry_dialogs.py" line="148"/>
        <source>&amp;Déverrouiller</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_PlayerBox</name>
    <message>
        <location filename="../team_dialog.py" line="53"/>
        <source>facultative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="54"/>
        <source>facultatif</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="57"/>
        <source>&amp;Prénom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="58"/>
        <source>&amp;Nom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="59"/>
        <source>&amp;Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../team_dialog.py" line="60"/>
        <source>&amp;Licence</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dialog</name>
    <message>
        <location filename="../entry_dialogs.py" line="159"/>
        <location filename="../round_dialogs.py" line="48"/>
        <source>Annuler</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <location filename="../errors.py" line="49"/>
        <source>Erreur inattendue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../errors.py" line="51"/>
        <source>Une erreur inattendue s&apos;est produite. Les donnes déjà enregistrées ne sont pas perdues : chaque donne est écrite dans le fichier dès qu&apos;elle est validée.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../errors.py" line="58"/>
        <source>Détail : {kind} : {error}

Le rapport complet est dans :
{path}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>widgets</name>
    <message>
        <location filename="../widgets.py" line="40"/>
        <source>{label}&#xa0;:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets.py" line="63"/>
        <source>Refusé</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
