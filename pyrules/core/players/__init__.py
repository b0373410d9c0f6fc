"""The players' own phones: what the game master's page and a player's page send each other over a
WebRTC data channel, with no server between them.

Joining takes two texts, each shown as a QR code or pasted (``invitation``):

1. The game master's page makes a data channel's offer and, once its candidates are gathered,
   squeezes it into the **invitation** ("v1.…"), carried in the address a player's camera opens.
2. The player's page makes its description again from the invitation, answers it, and squeezes
   its answer into the **answer**, which the game master's page scans or is given; the channel
   then opens between the two phones, over the table's own network.

On the channel each message is one JSON text in a versioned envelope, ``{"v": 1, "kind": …}``
(``messages``), read as any imported file is read: measured, checked field by field, and dropped
(and counted) when anything in it is wrong, never half applied.

- The player sends **hello** first, and again whenever it changes: the player's name and the
  combatant picked (or none: watching). One that names a foe, or a combatant the open encounter
  does not have, is refused whole and counted, and the game master sends **refused** saying why.
- The game master sends **view** to each player at once and after every change of the open
  encounter: the table as the players see it, the foes in words, and the player's own combatant
  in full (``player_view``). Nothing else of the game master's data is ever sent.
- The player sends **roll** for each roll made on the phone: what for, the dice, the faces and the
  total. It lands in the game master's roll log under the player's name and, when the attack under
  way asks for that combatant's roll, is offered for the game master to accept (``player_rolls``):
  nothing a player sends changes the encounter by itself.
- The view's own combatant lists first, among what is ``due``, the rolls the attack under way asks
  of it now (``asked``: by the attack's, the stage's and the field's keys, with the exact chance);
  the phone's **roll** answering one names those keys and is offered for that field alone. Then
  come its reminders; one asking for a roll carries its key, and the phone's **roll** for it
  waits on that reminder's card for the game master to accept or ignore (``reminder_answers``).
- The player sends **offer** with a character's card the phone keeps (``own_cards``: from a card
  file or a character sheet, read as the roster reads a card). The game master's phone checks it
  again as it arrives (``offers``; one that fails is dropped and counted), and it waits beside the
  phone until the game master takes it into the roster and the encounter ("Rowan 2" beside a
  Rowan), or refuses it; the phone is sent **offered** saying which.
- The game master sends **card** with the card of a player's combatant as the fight left it
  (``cards_back``); the phone keeps it beside the card it had, never over it.
- The game master sends **bye** before dropping a player or closing the table.

The game master's page keeps one ``Seat`` per phone (``seats``): named by its hello, marked gone
when its channel closes (it rejoins with a new invitation and hello), its bad messages counted,
and sent a view only when what that player sees has changed. The player's page reads the view
with ``view_data`` alone, without the encounter's modules.

Nothing here imports the page or the browser: the page imports this package only when the game
master opens "Players' phones" or a player opens an invitation.
"""
