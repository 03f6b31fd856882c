//.kernel slm_scatter_gather_w64
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 134
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.3)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.4)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.1)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V35 (41)  rf=r size=4 type=d align=2 words (r2.6)
//.declare V36 (42)  rf=r size=32 type=d align=16 words (r1.0)
//.declare V37 (43)  rf=r size=64 type=d align=16 words (r3.0)
//.declare P1 (44)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V38 (45)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V39 (46)  rf=r size=64 type=d align=16 words (r7.0)
//.declare P2 (47)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V41 (49)  rf=r size=64 type=d align=16 words (r9.0)
//.declare P3 (50)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P4 (51)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V43 (53)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V44 (54)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V46 (56)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V47 (57)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V50 (60)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V51 (61)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V53 (63)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V54 (64)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V55 (65)  rf=r size=256 type=d align=16 words (r27.0)
//.declare V56 (66)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.1)
//.declare  (67)  rf=r size=32 type=ud align=16 words (r35.0)
//.declare V57 (68)  rf=r size=32 type=d alias=V36+0 align=16 words (r1.0)
//.declare V58 (69)  rf=r size=64 type=d alias=V37+0 align=16 words (r3.0)
//.declare V59 (70)  rf=r size=256 type=d alias=V55+0 align=16 words (r27.0)
//.declare V60 (71)  rf=r size=4 type=d alias=V35+0 align=2 words (r2.6)
//.declare V61 (72)  rf=r size=64 type=ud alias=V37+0 align=16 words (r3.0)
//.declare V62 (73)  rf=r size=64 type=d alias=V38+0 align=16 words (r5.0)
//.declare V63 (74)  rf=r size=64 type=ud alias=V38+0 align=16 words (r5.0)
//.declare V64 (75)  rf=r size=64 type=d alias=V39+0 align=16 words (r7.0)
//.declare V65 (76)  rf=r size=64 type=ud alias=V39+0 align=16 words (r7.0)
//.declare V66 (77)  rf=r size=64 type=d alias=V41+0 align=16 words (r9.0)
//.declare V68 (79)  rf=r size=64 type=ud alias=V41+0 align=16 words (r9.0)
//.declare V69 (80)  rf=r size=64 type=ud alias=V43+0 align=16 words (r11.0)
//.declare V70 (81)  rf=r size=64 type=ud alias=V46+0 align=16 words (r15.0)
//.declare V71 (82)  rf=r size=64 type=d alias=V50+0 align=16 words (r19.0)
//.declare V72 (83)  rf=r size=64 type=ud alias=V50+0 align=16 words (r19.0)
//.declare V73 (84)  rf=r size=64 type=ud alias=V53+0 align=16 words (r23.0)
//.declare V74 (85)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.2)
//.declare  (86)  rf=r size=32 type=ud align=16 words (r36.0)
//.declare  (87)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (88)  rf=r size=64 type=uw align=16 words (r37.0)
//.declare  (89)  rf=r size=64 type=uw align=16 words (r39.0)
//.declare  (90)  rf=r size=16 type=w align=8 words (r41.0)
//.declare  (91)  rf=r size=16 type=w align=8 words (r41.8)
//.declare  (92)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (94)  rf=r size=32 type=ud align=16 words (r42.0)
//.declare  (95)  rf=r size=32 type=ud align=16 words (r43.0)
//.declare  (96)  rf=r size=32 type=ud align=16 words (r44.0)
//.declare  (97)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (98)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (99)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (100)  rf=r size=32 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V33      | :q       |      8 | r2+16    | general    |
// | V35      | :d       |      4 | r2+24    | general    |
// | V34      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $112
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2 // $112
// B002: Preds:{B001},  Succs:{}
// slm_scatter_gather_w64_BB_0:
(W)     send.ugm (1|M0)          r43      r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $112
(W)     mov (8|M0)               null<1>:ud    r43.0<1;1,0>:ud                  {$2.dst}             //  memory fence commit; $112
(W)     send.ugm (1|M0)          r44      r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $112
(W)     mov (1|M0)               r35.0<1>:ud   r2.2<0;1,0>:ud                   {$1.dst}             // $1
(W)     mov (1|M0)               r35.1<1>:ud   r2.3<0;1,0>:ud                                        // $1
        mov (8|M0)               r41.0<1>:w    0x76543210:v                                          // $4
(W)     mov (8|M0)               null<1>:ud    r44.0<1;1,0>:ud                  {$3.dst}             //  memory fence commit; $1
(W)     send.dc1 (16|M0)         r27      r35     null:0  0x0            0x028D05FF           {A@3,$4} // wr:1h+0, rd:8; a64 unaligned oword block read x16 // $1
        mov (8|M0)               r41.8<1>:w    0xDCBA9876:uv                                         // $36
        mul (8|M0)               acc0.0<1>:d   r41.0<1;1,0>:w    12:w               {I@3}            // $4
        mul (8|M0)               r9.0<1>:d     r41.8<1;1,0>:w    12:w               {I@2}            // $36
        mov (1|M0)               r5.7<1>:d     28:w                                                  // $12
        mov (1|M0)               r5.6<1>:d     16:w                                                  // $13
        mov (1|M0)               r5.5<1>:d     4:w                                                   // $14
        mov (1|M0)               r5.4<1>:d     248:w                                                 // $15
        mov (1|M0)               r5.3<1>:d     236:w                                                 // $16
        mov (1|M0)               r5.2<1>:d     224:w                                                 // $17
        mov (1|M0)               r5.1<1>:d     212:w                                                 // $18
        mov (1|M0)               r5.0<1>:d     200:w                                                 // $19
        mov (1|M0)               r8.7<1>:d     60:w                                                  // $23
        mov (1|M0)               r8.6<1>:d     48:w                                                  // $24
        mov (1|M0)               r8.5<1>:d     36:w                                                  // $25
        mov (1|M0)               r8.4<1>:d     24:w                                                  // $26
        mov (1|M0)               r8.3<1>:d     12:w                                                  // $27
        mov (1|M0)               r8.2<1>:d     0:w                                                   // $28
        mov (1|M0)               r8.1<1>:d     244:w                                                 // $29
        mov (1|M0)               r8.0<1>:d     232:w                                                 // $30
        add (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   8:w                                 // $5
        add (8|M0)               r4.0<1>:d     acc0.0<1;1,0>:d   104:w                               // $6
        add (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   40:w                                // $11
        add (8|M0)               r7.0<1>:d     acc0.0<1;1,0>:d   136:w                               // $22
        add (8|M0)               r10.0<1>:d    r9.0<1;1,0>:d     96:w               {Compacted}      // $37
(W)     mov (1|M0)               r2.0<1>:hf    0x1:hf                                                // $39
        mov (8|M0)               r19.0<1>:d    144:w                                                 // $80
        mov (1|M0)               r19.6<1>:d    108:w                                                 // $81
        mov (1|M0)               r19.5<1>:d    72:w                                                  // $82
        mov (1|M0)               r19.4<1>:d    36:w                                                  // $83
        mov (1|M0)               r19.3<1>:d    0:w                                                   // $84
        mov (1|M0)               r19.2<1>:d    220:w                                                 // $85
        mov (1|M0)               r19.1<1>:d    184:w                                                 // $86
        mov (1|M0)               r19.0<1>:d    148:w                                                 // $87
        mov (16|M0)              r11.0<1>:d    48:w                                                  // $42
        cmp (16|M0)   (gt)f0.0   null<1>:d     r27.0<1;1,0>:d    r2.6<0;1,0>:d    {$4.dst}           // $7
        cmp (16|M16)  (gt)f0.0   null<1>:d     r29.0<1;1,0>:d    r2.6<0;1,0>:d                       // $8
        cmp (16|M0)   (gt)f1.0   null<1>:d     r31.0<1;1,0>:d    r2.6<0;1,0>:d                       // $31
        cmp (16|M16)  (gt)f1.0   null<1>:d     r33.0<1;1,0>:d    r2.6<0;1,0>:d                       // $32
(f0.0)  send.dc0 (16|M0)         null     r3      r27:2   0x0            0x040309FE           {$5} // wr:2+2, rd:0; byte scattering write 32b // $9
(f0.0)  send.dc0 (16|M16)        null     r5      r29:2   0x0            0x040309FE           {$6} // wr:2+2, rd:0; byte scattering write 32b // $20
(f1.0)  send.dc0 (16|M0)         null     r7      r31:2   0x0            0x040309FE           {$7} // wr:2+2, rd:0; byte scattering write 32b // $33
(f1.0)  send.dc0 (16|M16)        null     r9      r33:2   0x0            0x040309FE           {$8} // wr:2+2, rd:0; byte scattering write 32b // $38
(f0.0)  sel (32|M0)              r39.0<1>:uw   r2.0<0;1,0>:uw    0x0:uw              {F@1}           // $39
(f1.0)  sel (32|M0)              r37.0<1>:uw   r2.0<0;1,0>:uw    0x0:uw                              // $40
        sync.allrd                           ($5,$6,$7,$8)                                           // $39
        xor (32|M0)   (ne)f0.0   null<1>:uw    r39.0<1;1,0>:uw   0x1:uw              {I@2}           // $39
        xor (32|M0)   (ne)f1.0   null<1>:uw    r37.0<1;1,0>:uw   0x1:uw              {I@2}           // $40
        mov (16|M0)              r15.0<1>:d    112:w                                                 // $61
        mov (16|M0)              r23.0<1>:d    240:w                                                 // $93
        add (8|M0)               r20.0<1>:d    r19.0<1;1,0>:d    32:w               {Compacted}      // $89
        mov (1|M0)               r12.6<1>:d    12:w                                                  // $43
        mov (1|M0)               r12.5<1>:d    232:w                                                 // $44
        mov (1|M0)               r12.4<1>:d    196:w                                                 // $45
        mov (1|M0)               r12.3<1>:d    160:w                                                 // $46
        mov (1|M0)               r12.2<1>:d    124:w                                                 // $47
        mov (1|M0)               r12.1<1>:d    88:w                                                  // $48
        mov (1|M0)               r12.0<1>:d    52:w                                                  // $49
        mov (1|M0)               r11.7<1>:d    16:w                                                  // $50
        mov (1|M0)               r11.6<1>:d    236:w                                                 // $51
        mov (1|M0)               r11.5<1>:d    200:w                                                 // $52
        mov (1|M0)               r11.4<1>:d    164:w                                                 // $53
        mov (1|M0)               r11.3<1>:d    128:w                                                 // $54
        mov (1|M0)               r11.2<1>:d    92:w                                                  // $55
        mov (1|M0)               r11.1<1>:d    56:w                                                  // $56
        mov (1|M0)               r11.0<1>:d    20:w                                                  // $57
        mov (1|M0)               r16.6<1>:d    76:w                                                  // $62
        mov (1|M0)               r16.5<1>:d    40:w                                                  // $63
        mov (1|M0)               r16.4<1>:d    4:w                                                   // $64
        mov (1|M0)               r16.3<1>:d    224:w                                                 // $65
        mov (1|M0)               r16.2<1>:d    188:w                                                 // $66
        mov (1|M0)               r16.1<1>:d    152:w                                                 // $67
        mov (1|M0)               r16.0<1>:d    116:w                                                 // $68
        mov (1|M0)               r15.7<1>:d    80:w                                                  // $69
        mov (1|M0)               r15.6<1>:d    44:w                                                  // $70
        mov (1|M0)               r15.5<1>:d    8:w                                                   // $71
        mov (1|M0)               r15.4<1>:d    228:w                                                 // $72
        mov (1|M0)               r15.3<1>:d    192:w                                                 // $73
        mov (1|M0)               r15.2<1>:d    156:w                                                 // $74
        mov (1|M0)               r15.1<1>:d    120:w                                                 // $75
        mov (1|M0)               r15.0<1>:d    84:w                                                  // $76
        mov (1|M0)               r24.6<1>:d    204:w                                                 // $94
        mov (1|M0)               r24.5<1>:d    168:w                                                 // $95
        mov (1|M0)               r24.4<1>:d    132:w                                                 // $96
        mov (1|M0)               r24.3<1>:d    96:w                                                  // $97
        mov (1|M0)               r24.2<1>:d    60:w                                                  // $98
        mov (1|M0)               r24.1<1>:d    24:w                                                  // $99
        mov (1|M0)               r24.0<1>:d    244:w                                                 // $100
        mov (1|M0)               r23.7<1>:d    208:w                                                 // $101
        mov (1|M0)               r23.6<1>:d    172:w                                                 // $102
        mov (1|M0)               r23.5<1>:d    136:w                                                 // $103
        mov (1|M0)               r23.4<1>:d    100:w                                                 // $104
        mov (1|M0)               r23.3<1>:d    64:w                                                  // $105
        mov (1|M0)               r23.2<1>:d    28:w                                                  // $106
        mov (1|M0)               r23.1<1>:d    248:w                                                 // $107
        mov (1|M0)               r23.0<1>:d    212:w                                                 // $108
        mov (16|M0)              r13.0<1>:f    r27.0<1;1,0>:f                   {Compacted}          // $2
(f0.0)  send.dc0 (16|M0)         r13      r11     null:0  0x0            0x042109FE           {A@1,$9} // wr:2+0, rd:2; byte gathering read 32b // $58
        mov (16|M0)              r17.0<1>:f    r29.0<1;1,0>:f                   {Compacted}          // $10
(f0.0)  send.dc0 (16|M16)        r17      r15     null:0  0x0            0x042109FE           {A@1,$10} // wr:2+0, rd:2; byte gathering read 32b // $77
        mov (16|M0)              r21.0<1>:f    r31.0<1;1,0>:f                   {Compacted}          // $21
(f1.0)  send.dc0 (16|M0)         r21      r19     null:0  0x0            0x042109FE           {A@1,$11} // wr:2+0, rd:2; byte gathering read 32b // $90
        mov (16|M0)              r25.0<1>:f    r33.0<1;1,0>:f                   {Compacted}          // $34
(f1.0)  send.dc0 (16|M16)        r25      r23     null:0  0x0            0x042109FE           {A@1,$12} // wr:2+0, rd:2; byte gathering read 32b // $109
(W)     mov (1|M0)               r36.0<1>:ud   r2.4<0;1,0>:ud                                        // $111
(W)     mov (1|M0)               r36.1<1>:ud   r2.5<0;1,0>:ud                                        // $111
(f0.0)  mov (16|M0)              r27.0<1>:f    r13.0<1;1,0>:f                   {Compacted,$9.dst}   // $59
(f0.0)  mov (16|M16)             r29.0<1>:f    r17.0<1;1,0>:f                   {$10.dst}            // $78
(f1.0)  mov (16|M0)              r31.0<1>:f    r21.0<1;1,0>:f                   {Compacted,$11.dst}  // $91
(f1.0)  mov (16|M16)             r33.0<1>:f    r25.0<1;1,0>:f                   {$12.dst}            // $110
(W)     send.dc1 (16|M0)         null     r36     r27:8   0x0            0x020D45FF           {A@1,$13} // wr:1h+8, rd:0; a64 unaligned oword block write x16 // $111
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $112
(W)     send.ugm (1|M0)          r42      r0      null:0  0x0            0x0210031F           {$14} // wr:1+0, rd:1; fence.ugm.none.local // $112
(W)     mov (8|M0)               null<1>:ud    r42.0<1;1,0>:ud                  {$14.dst}            //  memory fence commit; $112
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $112
L2056:
        nop                                                                                          // $112


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 153
//
//.RMWs: 0
//
//.accSubDef: 1
//.accSubUse: 4
//.accSubCandidateDef: 1
//.accSubCandidateUse: 4
