//.kernel svm_gather_w64
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 129
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.5)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.6)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r3.1)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.3)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.4)
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
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V35 (41)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V36 (42)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V37 (43)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V38 (44)  rf=r size=32 type=d align=16 words (r1.0)
//.declare V39 (45)  rf=r size=32 type=d align=16 words (r6.0)
//.declare V40 (46)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V41 (47)  rf=r size=32 type=d align=16 words (r8.0)
//.declare V44 (50)  rf=r size=32 type=d align=16 words (r9.0)
//.declare V45 (51)  rf=r size=32 type=d align=16 words (r10.0)
//.declare V46 (52)  rf=r size=32 type=d align=16 words (r11.0)
//.declare V48 (54)  rf=r size=128 type=q align=16 words (r12.0)
//.declare V50 (56)  rf=r size=32 type=d align=16 words (r16.0)
//.declare V51 (57)  rf=r size=32 type=d align=16 words (r17.0)
//.declare V52 (58)  rf=r size=32 type=d align=16 words (r18.0)
//.declare V55 (61)  rf=r size=32 type=d align=16 words (r19.0)
//.declare V56 (62)  rf=r size=32 type=d align=16 words (r20.0)
//.declare V57 (63)  rf=r size=32 type=d align=16 words (r21.0)
//.declare V59 (65)  rf=r size=128 type=q align=16 words (r22.0)
//.declare V61 (67)  rf=r size=32 type=d align=16 words (r26.0)
//.declare V62 (68)  rf=r size=32 type=d align=16 words (r27.0)
//.declare V63 (69)  rf=r size=32 type=d align=16 words (r28.0)
//.declare V66 (72)  rf=r size=32 type=d align=16 words (r29.0)
//.declare V67 (73)  rf=r size=32 type=d align=16 words (r30.0)
//.declare V68 (74)  rf=r size=32 type=d align=16 words (r31.0)
//.declare V70 (76)  rf=r size=128 type=q align=16 words (r32.0)
//.declare V72 (78)  rf=r size=32 type=d align=16 words (r36.0)
//.declare V73 (79)  rf=r size=32 type=d align=16 words (r37.0)
//.declare V74 (80)  rf=r size=32 type=d align=16 words (r38.0)
//.declare V76 (82)  rf=r size=32 type=d align=16 words (r39.0)
//.declare V77 (83)  rf=r size=32 type=d align=16 words (r40.0)
//.declare V78 (84)  rf=r size=32 type=d align=16 words (r41.0)
//.declare V80 (86)  rf=r size=128 type=q align=16 words (r42.0)
//.declare P1 (87)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V81 (88)  rf=r size=64 type=d align=16 words (r46.0)
//.declare P2 (89)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V82 (90)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V83 (91)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V84 (92)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V85 (93)  rf=r size=256 type=d align=16 words (r54.0)
//.declare V86 (94)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.2)
//.declare  (95)  rf=r size=32 type=ud align=16 words (r62.0)
//.declare V87 (96)  rf=r size=64 type=q alias=V37+0 align=16 words (r4.0)
//.declare V88 (97)  rf=r size=32 type=d alias=V38+0 align=16 words (r1.0)
//.declare V89 (98)  rf=r size=32 type=d alias=V39+0 align=16 words (r6.0)
//.declare V90 (99)  rf=r size=32 type=ud alias=V40+0 align=16 words (r7.0)
//.declare V91 (100)  rf=r size=32 type=ud alias=V41+0 align=16 words (r8.0)
//.declare V92 (101)  rf=r size=64 type=ud alias=V37+0 align=16 words (r4.0)
//.declare V93 (102)  rf=r size=32 type=ud alias=V39+0 align=16 words (r6.0)
//.declare V95 (104)  rf=r size=32 type=d alias=V41+0 align=16 words (r8.0)
//.declare V96 (105)  rf=r size=64 type=d alias=V37+0 align=16 words (r4.0)
//.declare V97 (106)  rf=r size=128 type=d alias=V48+0 align=16 words (r12.0)
//.declare V98 (107)  rf=r size=32 type=ud alias=V45+0 align=16 words (r10.0)
//.declare V99 (108)  rf=r size=32 type=ud alias=V46+0 align=16 words (r11.0)
//.declare V100 (109)  rf=r size=32 type=ud alias=V44+0 align=16 words (r9.0)
//.declare V102 (111)  rf=r size=32 type=d alias=V46+0 align=16 words (r11.0)
//.declare V103 (112)  rf=r size=32 type=ud alias=V51+0 align=16 words (r17.0)
//.declare V104 (113)  rf=r size=32 type=ud alias=V52+0 align=16 words (r18.0)
//.declare V105 (114)  rf=r size=32 type=ud alias=V50+0 align=16 words (r16.0)
//.declare V107 (116)  rf=r size=32 type=d alias=V52+0 align=16 words (r18.0)
//.declare V108 (117)  rf=r size=128 type=d alias=V59+0 align=16 words (r22.0)
//.declare V109 (118)  rf=r size=32 type=ud alias=V56+0 align=16 words (r20.0)
//.declare V110 (119)  rf=r size=32 type=ud alias=V57+0 align=16 words (r21.0)
//.declare V111 (120)  rf=r size=32 type=ud alias=V55+0 align=16 words (r19.0)
//.declare V113 (122)  rf=r size=32 type=d alias=V57+0 align=16 words (r21.0)
//.declare V114 (123)  rf=r size=32 type=ud alias=V62+0 align=16 words (r27.0)
//.declare V115 (124)  rf=r size=32 type=ud alias=V63+0 align=16 words (r28.0)
//.declare V116 (125)  rf=r size=32 type=ud alias=V61+0 align=16 words (r26.0)
//.declare V118 (127)  rf=r size=32 type=d alias=V63+0 align=16 words (r28.0)
//.declare V119 (128)  rf=r size=128 type=d alias=V70+0 align=16 words (r32.0)
//.declare V120 (129)  rf=r size=32 type=ud alias=V67+0 align=16 words (r30.0)
//.declare V121 (130)  rf=r size=32 type=ud alias=V68+0 align=16 words (r31.0)
//.declare V122 (131)  rf=r size=32 type=ud alias=V66+0 align=16 words (r29.0)
//.declare V124 (133)  rf=r size=32 type=d alias=V68+0 align=16 words (r31.0)
//.declare V125 (134)  rf=r size=32 type=ud alias=V73+0 align=16 words (r37.0)
//.declare V126 (135)  rf=r size=32 type=ud alias=V74+0 align=16 words (r38.0)
//.declare V127 (136)  rf=r size=32 type=ud alias=V72+0 align=16 words (r36.0)
//.declare V129 (138)  rf=r size=32 type=d alias=V74+0 align=16 words (r38.0)
//.declare V130 (139)  rf=r size=128 type=d alias=V80+0 align=16 words (r42.0)
//.declare V131 (140)  rf=r size=32 type=d alias=V76+0 align=16 words (r39.0)
//.declare V132 (141)  rf=r size=32 type=ud alias=V77+0 align=16 words (r40.0)
//.declare V133 (142)  rf=r size=32 type=ud alias=V78+0 align=16 words (r41.0)
//.declare V134 (143)  rf=r size=32 type=ud alias=V76+0 align=16 words (r39.0)
//.declare V136 (145)  rf=r size=32 type=d alias=V78+0 align=16 words (r41.0)
//.declare V137 (146)  rf=r size=256 type=ud alias=V85+0 align=16 words (r54.0)
//.declare V138 (147)  rf=r size=4 type=ud alias=V35+0 align=2 words (r3.0)
//.declare V139 (148)  rf=r size=128 type=uq alias=V48+0 align=16 words (r12.0)
//.declare V140 (149)  rf=r size=128 type=uq alias=V59+0 align=16 words (r22.0)
//.declare V141 (150)  rf=r size=128 type=uq alias=V70+0 align=16 words (r32.0)
//.declare V142 (151)  rf=r size=128 type=uq alias=V80+0 align=16 words (r42.0)
//.declare V143 (152)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.3)
//.declare  (153)  rf=r size=32 type=ud align=16 words (r63.0)
//.declare  (154)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (155)  rf=r size=16 type=w align=8 words (r3.8)
//.declare  (156)  rf=r size=32 type=ud align=16 words (r64.0)
//.declare  (157)  rf=r size=32 type=ud align=16 words (r65.0)
//.declare  (158)  rf=r size=32 type=ud align=16 words (r66.0)
//.declare  (159)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (160)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (161)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (162)  rf=r size=64 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V36      | :q       |      8 | r2+8     | general    |
// | V32      | :q       |      8 | r2+16    | general    |
// | V33      | :q       |      8 | r2+24    | general    |
// | V35      | :d       |      4 | r3       | general    |
// | V34      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $110
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4 // $110
// B002: Preds:{B001},  Succs:{}
// svm_gather_w64_BB_0:
(W)     send.ugm (1|M0)          r65      r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $110
(W)     mov (8|M0)               null<1>:ud    r65.0<1;1,0>:ud                  {$2.dst}             //  memory fence commit; $110
(W)     send.ugm (1|M0)          r66      r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $110
(W)     mov (1|M0)               r62.0<1>:ud   r2.4<0;1,0>:ud                   {$1.dst}             // $1
(W)     mov (1|M0)               r62.1<1>:ud   r2.5<0;1,0>:ud                                        // $1
        mov (8|M0)               r3.8<1>:w     0x76543210:v                                          // $4
(W)     mov (8|M0)               null<1>:ud    r66.0<1;1,0>:ud                  {$3.dst}             //  memory fence commit; $1
(W)     send.dc1 (16|M0)         r54      r62     null:0  0x0            0x028D05FF           {A@3,$4} // wr:1h+0, rd:8; a64 unaligned oword block read x16 // $1
        sync.nop                             null                             {Compacted,$0.dst}     // $4
        mul (8|M0)               r1.0<1>:d     r3.8<1;1,0>:w     28:w               {I@2}            // $4
        mov (8|M0)               r4.0<2>:ud    r2.2<0;1,0>:ud                                        // $2
        mov (8|M0)               r4.1<2>:ud    r2.3<0;1,0>:ud                                        // $2
        add (8|M0)               r6.0<1>:d     r1.0<1;1,0>:d     12:w               {Compacted,I@3}  // $5
        mov (8|M0)               r9.0<1>:d     176:w                                                 // $11
        addc (8|M0)              r7.0<1>:ud    r4.0<2;1,0>:ud    r6.0<1;1,0>:ud   {AccWrEn,Compacted,I@2} // $6
        mov (1|M0)               r9.6<1>:d     148:w                                                 // $12
        mov (1|M0)               r9.5<1>:d     120:w                                                 // $13
        mov (1|M0)               r9.4<1>:d     92:w                                                  // $14
        mov (1|M0)               r9.3<1>:d     64:w                                                  // $15
        mov (1|M0)               r9.2<1>:d     36:w                                                  // $16
        mov (1|M0)               r9.1<1>:d     8:w                                                   // $17
        mov (1|M0)               r9.0<1>:d     236:w                                                 // $18
        mov (8|M0)               r16.0<1>:d    144:w                                                 // $24
        mov (8|M0)               r8.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}          // $6
        mov (1|M0)               r16.6<1>:d    116:w                                                 // $25
        mov (1|M0)               r16.5<1>:d    88:w                                                  // $26
        mov (1|M0)               r16.4<1>:d    60:w                                                  // $27
        mov (1|M0)               r16.3<1>:d    32:w                                                  // $28
        mov (1|M0)               r16.2<1>:d    4:w                                                   // $29
        mov (1|M0)               r16.1<1>:d    232:w                                                 // $30
        mov (1|M0)               r16.0<1>:d    204:w                                                 // $31
        addc (8|M0)              r10.0<1>:ud   r4.0<2;1,0>:ud    r9.0<1;1,0>:ud   {AccWrEn,Compacted,I@7} // $19
        mov (8|M0)               r19.0<1>:d    112:w                                                 // $37
        mov (8|M0)               r11.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $19
        mov (1|M0)               r19.6<1>:d    84:w                                                  // $38
        mov (1|M0)               r19.5<1>:d    56:w                                                  // $39
        mov (1|M0)               r19.4<1>:d    28:w                                                  // $40
        mov (1|M0)               r19.3<1>:d    0:w                                                   // $41
        mov (1|M0)               r19.2<1>:d    228:w                                                 // $42
        mov (1|M0)               r19.1<1>:d    200:w                                                 // $43
        mov (1|M0)               r19.0<1>:d    172:w                                                 // $44
        addc (8|M0)              r17.0<1>:ud   r4.0<2;1,0>:ud    r16.0<1;1,0>:ud  {AccWrEn,Compacted,I@7} // $32
        mov (8|M0)               r26.0<1>:d    80:w                                                  // $50
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $32
        mov (1|M0)               r26.6<1>:d    52:w                                                  // $51
        mov (1|M0)               r26.5<1>:d    24:w                                                  // $52
        mov (1|M0)               r26.4<1>:d    252:w                                                 // $53
        mov (1|M0)               r26.3<1>:d    224:w                                                 // $54
        mov (1|M0)               r26.2<1>:d    196:w                                                 // $55
        mov (1|M0)               r26.1<1>:d    168:w                                                 // $56
        mov (1|M0)               r26.0<1>:d    140:w                                                 // $57
        addc (8|M0)              r20.0<1>:ud   r4.0<2;1,0>:ud    r19.0<1;1,0>:ud  {AccWrEn,Compacted,I@7} // $45
        mov (8|M0)               r29.0<1>:d    48:w                                                  // $63
        mov (8|M0)               r21.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $45
        mov (1|M0)               r29.6<1>:d    20:w                                                  // $64
        mov (1|M0)               r29.5<1>:d    248:w                                                 // $65
        mov (1|M0)               r29.4<1>:d    220:w                                                 // $66
        mov (1|M0)               r29.3<1>:d    192:w                                                 // $67
        mov (1|M0)               r29.2<1>:d    164:w                                                 // $68
        mov (1|M0)               r29.1<1>:d    136:w                                                 // $69
        mov (1|M0)               r29.0<1>:d    108:w                                                 // $70
        addc (8|M0)              r27.0<1>:ud   r4.0<2;1,0>:ud    r26.0<1;1,0>:ud  {AccWrEn,Compacted,I@7} // $58
        mov (8|M0)               r36.0<1>:d    16:w                                                  // $76
        mov (8|M0)               r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $58
        mov (1|M0)               r36.6<1>:d    244:w                                                 // $77
        mov (1|M0)               r36.5<1>:d    216:w                                                 // $78
        mov (1|M0)               r36.4<1>:d    188:w                                                 // $79
        mov (1|M0)               r36.3<1>:d    160:w                                                 // $80
        mov (1|M0)               r36.2<1>:d    132:w                                                 // $81
        mov (1|M0)               r36.1<1>:d    104:w                                                 // $82
        mov (1|M0)               r36.0<1>:d    76:w                                                  // $83
        addc (8|M0)              r30.0<1>:ud   r4.0<2;1,0>:ud    r29.0<1;1,0>:ud  {AccWrEn,Compacted,I@7} // $71
        add (8|M0)               r39.0<1>:d    r1.0<1;1,0>:d     44:w               {Compacted}      // $88
        mov (8|M0)               r31.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $71
        addc (8|M0)              r37.0<1>:ud   r4.0<2;1,0>:ud    r36.0<1;1,0>:ud  {AccWrEn,Compacted,I@4} // $84
        cmp (16|M0)   (lt)f1.0   null<1>:d     r54.0<1;1,0>:ud   r3.0<0;1,0>:ud   {$4.dst}           // $94
        mov (8|M0)               r38.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $84
        addc (8|M0)              r40.0<1>:ud   r4.0<2;1,0>:ud    r39.0<1;1,0>:ud  {AccWrEn,Compacted,I@5} // $89
        cmp (16|M16)  (lt)f1.0   null<1>:d     r56.0<1;1,0>:ud   r3.0<0;1,0>:ud                      // $95
        cmp (16|M0)   (lt)f0.0   null<1>:d     r58.0<1;1,0>:ud   r3.0<0;1,0>:ud                      // $100
        cmp (16|M16)  (lt)f0.0   null<1>:d     r60.0<1;1,0>:ud   r3.0<0;1,0>:ud                      // $101
        mov (8|M0)               r41.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $89
        mov (8|M0)               r12.0<2>:d    r7.0<1;1,0>:d                                         // $7
        mov (8|M0)               r14.0<2>:d    r10.0<1;1,0>:d                                        // $20
        mov (8|M0)               r22.0<2>:d    r17.0<1;1,0>:d                                        // $33
        mov (8|M0)               r24.0<2>:d    r20.0<1;1,0>:d                                        // $46
        mov (8|M0)               r32.0<2>:d    r27.0<1;1,0>:d                                        // $59
        mov (8|M0)               r34.0<2>:d    r30.0<1;1,0>:d                                        // $72
        mov (8|M0)               r42.0<2>:d    r37.0<1;1,0>:d                                        // $85
        mov (8|M0)               r44.0<2>:d    r40.0<1;1,0>:d                                        // $90
        add3 (8|M0)              r12.1<2>:d    r8.0<1;0>:d       r4.1<4;2>:d       0:w               // $8
        add3 (8|M0)              r14.1<2>:d    r11.0<1;0>:d      r4.1<4;2>:d       0:w               // $21
        add3 (8|M0)              r22.1<2>:d    r18.0<1;0>:d      r4.1<4;2>:d       0:w               // $34
        add3 (8|M0)              r24.1<2>:d    r21.0<1;0>:d      r4.1<4;2>:d       0:w               // $47
        add3 (8|M0)              r32.1<2>:d    r28.0<1;0>:d      r4.1<4;2>:d       0:w               // $60
        add3 (8|M0)              r34.1<2>:d    r31.0<1;0>:d      r4.1<4;2>:d       0:w               // $73
        add3 (8|M0)              r42.1<2>:d    r38.0<1;0>:d      r4.1<4;2>:d       0:w               // $86
        add3 (8|M0)              r44.1<2>:d    r41.0<1;0>:d      r4.1<4;2>:d       0:w               // $91
        mov (16|M0)              r46.0<1>:f    r54.0<1;1,0>:f                   {Compacted}          // $93
(f1.0)  send.dc1 (16|M0)         r46      r12     null:0  0x0            0x082411FF           {A@1,$5} // wr:4+0, rd:2; a64 dword gathering read // $96
        mov (16|M0)              r52.0<1>:f    r60.0<1;1,0>:f                   {Compacted}          // $97
(f0.0)  send.dc1 (16|M16)        r52      r42     null:0  0x0            0x082411FF           {A@1,$6} // wr:4+0, rd:2; a64 dword gathering read // $107
        mov (16|M0)              r50.0<1>:f    r58.0<1;1,0>:f                   {Compacted}          // $98
(f0.0)  send.dc1 (16|M0)         r50      r32     null:0  0x0            0x082411FF           {A@1,$7} // wr:4+0, rd:2; a64 dword gathering read // $105
        mov (16|M0)              r48.0<1>:f    r56.0<1;1,0>:f                   {Compacted}          // $99
(f1.0)  send.dc1 (16|M16)        r48      r22     null:0  0x0            0x082411FF           {A@1,$8} // wr:4+0, rd:2; a64 dword gathering read // $103
(W)     mov (1|M0)               r63.0<1>:ud   r2.6<0;1,0>:ud                                        // $109
(W)     mov (1|M0)               r63.1<1>:ud   r2.7<0;1,0>:ud                                        // $109
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $110
(f1.0)  mov (16|M0)              r54.0<1>:f    r46.0<1;1,0>:f                   {Compacted,$5.dst}   // $102
(f0.0)  mov (16|M16)             r60.0<1>:f    r52.0<1;1,0>:f                   {$6.dst}             // $108
(f0.0)  mov (16|M0)              r58.0<1>:f    r50.0<1;1,0>:f                   {Compacted,$7.dst}   // $106
(f1.0)  mov (16|M16)             r56.0<1>:f    r48.0<1;1,0>:f                   {$8.dst}             // $104
(W)     send.dc1 (16|M0)         null     r63     r54:8   0x0            0x020D45FF           {A@1,$9} // wr:1h+8, rd:0; a64 unaligned oword block write x16 // $109
(W)     send.ugm (1|M0)          r64      r0      null:0  0x0            0x0210031F           {$10} // wr:1+0, rd:1; fence.ugm.none.local // $110
(W)     mov (8|M0)               null<1>:ud    r64.0<1;1,0>:ud                  {$10.dst}            //  memory fence commit; $110
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $110
L1840:
        nop                                                                                          // $110


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 167
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 1
//.accSubCandidateUse: 2
